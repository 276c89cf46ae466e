import { catalogueRoute } from "@/app/_routes/catalogue";

const route = catalogueRoute("sale");
export const generateMetadata = route.generateMetadata;
export default route.Page;
