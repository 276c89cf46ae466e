import { notFoundMetadata } from "@/lib/seo/error-pages";
import { NotFoundContent } from "@/components/layout/NotFoundContent";

export const generateMetadata = notFoundMetadata;

// Pages draw their own 404 on the server (withErrorPages). This boundary is left for a notFound() thrown
// anywhere else in the tree, which Next can only show once the browser's scripts run.
export default NotFoundContent;
