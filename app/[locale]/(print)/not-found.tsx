import { notFoundMetadata } from "@/lib/seo/not-found";
import { NotFoundContent } from "@/components/layout/NotFoundContent";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SiteFooter } from "@/components/layout/SiteFooter";

export const generateMetadata = () => notFoundMetadata();

// A print URL for a vehicle that does not exist is a visitor's dead end: show it in the site's layout.
export default function PrintNotFound() {
  return (
    <>
      <SiteHeader />
      <NotFoundContent />
      <SiteFooter />
    </>
  );
}
