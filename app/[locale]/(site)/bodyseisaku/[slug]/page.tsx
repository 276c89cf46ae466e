import { getBodyWorkItem } from "@/lib/content/body-work";
import { routes } from "@/lib/routes";
import { contentPageRoutes } from "@/app/_routes/content-page";
import { BodyWorkDetail } from "@/components/body-work/BodyWorkViews";

const route = contentPageRoutes({
  segment: "slug",
  find: getBodyWorkItem,
  describe: (item) => ({
    path: routes.bodyWorkItem(item.slug),
    title: item.title,
    description: item.text.slice(0, 160),
  }),
  view: (item) => <BodyWorkDetail item={item} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
