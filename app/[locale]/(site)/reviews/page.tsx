import { routes } from "@/lib/routes";
import { getReviewsPage } from "@/lib/content/reviews";
import { pageFromQuery } from "@/lib/http/url-values";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { ReviewList } from "@/components/reviews/ReviewViews";

const route = copyPageRoutes({
  path: routes.reviews,
  copy: "reviews",
  view: async ({ locale, query }) => <ReviewList {...await getReviewsPage(locale, pageFromQuery(query.page))} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
