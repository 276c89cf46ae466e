import { NotFoundContent } from "@/components/layout/NotFoundContent";

// No metadata here: Next streams the metadata of the page that was asked for, not of this boundary, so
// every route that can answer 404 returns notFoundMetadata itself.
export default NotFoundContent;
