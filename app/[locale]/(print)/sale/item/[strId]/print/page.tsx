import { vehiclePrintRoute } from "@/app/_routes/vehicle-print";

const route = vehiclePrintRoute("sale");
export const generateMetadata = route.generateMetadata;
export default route.Page;
