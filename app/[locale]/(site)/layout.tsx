import { setRequestLocale } from "next-intl/server";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { MobileContactBar } from "@/components/layout/ContactCallouts";
import { TagManager } from "@/components/app/TagManager";
import { serverEnv } from "@/lib/env";

// The default layout: header with navigation, phone and LINE; footer with the company's facts; on
// phones a call/LINE bar fixed at the bottom (the padding keeps it from covering the footer).
// Layouts render alongside the root layout, so this one names the locale too, rather than next-intl
// working it out again from the request.
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  setRequestLocale((await params).locale);
  const tagManagerId = serverEnv().GTM_ID;
  return (
    <div className="pb-16 pc:pb-0">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <MobileContactBar />
      {tagManagerId && <TagManager containerId={tagManagerId} />}
    </div>
  );
}
