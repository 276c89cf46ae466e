import { NotFoundContent } from "@/components/layout/NotFoundContent";

// No metadata here: a not-found boundary cannot know the locale without reading the request, which would
// keep cached pages from answering 404. Every route that can answer 404 returns notFoundMetadata itself.
export default NotFoundContent;
