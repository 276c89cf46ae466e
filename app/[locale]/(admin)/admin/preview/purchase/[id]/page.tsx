import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("purchase").preview;
export const generateMetadata = route.generateMetadata;
export default route.Page;
