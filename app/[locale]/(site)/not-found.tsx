import { notFoundMetadata } from "@/lib/seo/not-found";
import { NotFoundContent } from "@/components/layout/NotFoundContent";

export const generateMetadata = notFoundMetadata;

export default NotFoundContent;
