import { alertLinkRoute } from "@/app/_routes/alert-link";
import { confirmSearchAlert } from "@/app/actions/saved-search";

const route = alertLinkRoute("confirm", confirmSearchAlert);
export const generateMetadata = route.generateMetadata;
export default route.Page;
