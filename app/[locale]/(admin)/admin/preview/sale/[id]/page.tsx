import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("sale").preview;
export const generateMetadata = route.generateMetadata;
export default route.Page;
