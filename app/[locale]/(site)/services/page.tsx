import { routes } from "@/lib/routes";
import { getRunningPromotions } from "@/lib/content/running-promotions";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { ServicesPage } from "@/components/services/ServicesPage";

const route = copyPageRoutes({
  path: routes.services,
  copy: "services",
  view: async ({ locale }) => <ServicesPage promotions={await getRunningPromotions(locale)} locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
