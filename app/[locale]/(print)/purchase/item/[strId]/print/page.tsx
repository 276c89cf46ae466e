import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("purchase").print;
export const generateMetadata = route.generateMetadata;
export default route.Page;
