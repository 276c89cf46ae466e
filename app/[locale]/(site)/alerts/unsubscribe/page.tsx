import { alertLinkRoute } from "@/app/_routes/alert-link";
import { unsubscribeSearchAlert } from "@/app/actions/saved-search";

const route = alertLinkRoute("unsubscribe", unsubscribeSearchAlert);
export const generateMetadata = route.generateMetadata;
export default route.Page;
