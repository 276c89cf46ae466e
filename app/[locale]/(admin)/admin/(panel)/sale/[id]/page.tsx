import { adminVehicleRoutes } from "@/app/_routes/admin-vehicles";

const route = adminVehicleRoutes("sale").edit;
export const generateMetadata = route.generateMetadata;
export default route.Page;
