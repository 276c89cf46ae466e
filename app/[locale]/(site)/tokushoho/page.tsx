import { routes } from "@/lib/routes";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { CommerceDisclosurePage } from "@/components/services/CommerceDisclosurePage";

const route = copyPageRoutes({
  path: routes.commerceDisclosure,
  copy: "commerceDisclosure",
  view: ({ locale }) => <CommerceDisclosurePage locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
