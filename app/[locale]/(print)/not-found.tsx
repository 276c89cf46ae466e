import { notFoundMetadata } from "@/lib/seo/error-pages";
import { NotFoundContent } from "@/components/layout/NotFoundContent";
import { SiteChrome } from "@/components/layout/SiteChrome";

export const generateMetadata = notFoundMetadata;

// A print URL for a vehicle that does not exist is a visitor's dead end: shown in the site's frame.
export default function PrintNotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
