import { vehicleOrderRoute } from "@/app/_routes/vehicle-order";

const route = vehicleOrderRoute("sale");
export const generateMetadata = route.generateMetadata;
export default route.Page;
