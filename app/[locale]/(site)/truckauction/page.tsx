import { auctionRoutes } from "@/app/_routes/auction";

const route = auctionRoutes("truckauction");
export const generateMetadata = route.generateMetadata;
export default route.Page;
