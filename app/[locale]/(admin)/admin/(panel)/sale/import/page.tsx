import { adminVehicleRoutes } from "@/app/_routes/admin-vehicles";

const route = adminVehicleRoutes("sale").import;
export const generateMetadata = route.generateMetadata;
export default route.Page;
