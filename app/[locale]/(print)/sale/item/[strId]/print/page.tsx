import { vehicleRoutes } from "@/app/_routes/vehicle";

const route = vehicleRoutes("sale").print;
export const generateMetadata = route.generateMetadata;
export default route.Page;
