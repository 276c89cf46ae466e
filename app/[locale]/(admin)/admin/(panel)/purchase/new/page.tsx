import { adminVehicleRoutes } from "@/app/_routes/admin-vehicles";

const route = adminVehicleRoutes("purchase").create;
export const generateMetadata = route.generateMetadata;
export default route.Page;
