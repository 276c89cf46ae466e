import { routes } from "@/lib/routes";
import { getBodyWorkItems } from "@/lib/content/body-work";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { BodyWorkList } from "@/components/body-work/BodyWorkViews";

const route = copyPageRoutes({
  path: routes.bodyWork,
  copy: "bodyWork",
  view: async ({ locale }) => <BodyWorkList items={await getBodyWorkItems(locale)} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
