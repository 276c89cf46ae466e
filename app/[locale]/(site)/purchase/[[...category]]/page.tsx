import { catalogueRoute } from "@/app/_routes/catalogue";

const route = catalogueRoute("purchase");
export const generateMetadata = route.generateMetadata;
export default route.Page;
