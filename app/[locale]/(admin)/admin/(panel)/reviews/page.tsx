import { routes } from "@/lib/routes";
import { listAdminReviews } from "@/lib/admin/reviews";
import { removeReview } from "@/app/actions/admin-content";
import { staffListRoutes } from "@/app/_routes/staff-list";
import { ReviewSummary } from "@/components/admin/list/ReviewSummary";

const route = staffListRoutes({
  namespace: "admin.reviews",
  path: routes.admin.reviews,
  newHref: routes.admin.review("new"),
  find: listAdminReviews,
  publicHref: (review) => (review.published ? routes.review(review.id) : null),
  remove: { action: removeReview, name: (review) => review.customerName },
  columns: async (c) => [
    c.photo((review) => review.photoKey),
    { key: "review", cell: (review) => <ReviewSummary review={review} /> },
  ],
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
