import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("purchase").order;
export const generateMetadata = route.generateMetadata;
export default route.Page;
