import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("sale").detail;
export const generateMetadata = route.generateMetadata;
export default route.Page;
