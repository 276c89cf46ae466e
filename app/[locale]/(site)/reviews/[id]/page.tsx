import { getReview } from "@/lib/content/reviews";
import { parseId } from "@/lib/http/url-values";
import { routes } from "@/lib/routes";
import { contentPageRoutes } from "@/app/_routes/content-page";
import { ReviewView } from "@/components/reviews/ReviewViews";

const route = contentPageRoutes({
  segment: "id",
  find: (id, locale) => getReview(parseId(id) ?? -1, locale),
  describe: (review) => ({
    path: { [review.language]: routes.review(review.id) },
    title: review.customerName,
    description: review.text.slice(0, 160),
  }),
  view: (review) => <ReviewView review={review} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
