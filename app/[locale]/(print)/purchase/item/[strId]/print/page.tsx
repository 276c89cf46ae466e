import { vehiclePrintRoute } from "@/app/_routes/vehicle-print";

const route = vehiclePrintRoute("purchase");
export const generateMetadata = route.generateMetadata;
export default route.Page;
