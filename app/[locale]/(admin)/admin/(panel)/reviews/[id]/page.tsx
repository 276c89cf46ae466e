import { routes } from "@/lib/routes";
import { getReview, reviewFormValues } from "@/lib/admin/reviews";
import { saveReviewForm } from "@/app/actions/admin-content";
import { ReviewForm } from "@/components/admin/ReviewForm";
import { staffEntryRoutes } from "@/app/_routes/staff-entry";

const route = staffEntryRoutes({
  namespace: "admin.reviews",
  back: routes.admin.reviews,
  find: getReview,
  name: (review) => review.customerName,
  form: ({ entry, record, locale }) => (
    <ReviewForm action={saveReviewForm} record={record} initial={reviewFormValues(entry, locale)} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
