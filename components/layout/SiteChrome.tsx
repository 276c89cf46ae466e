import type { ReactNode } from "react";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { BottomBar } from "./ContactCallouts";
import { TagManager } from "@/components/app/TagManager";
import { CompareBar } from "@/components/keep/CompareBar";
import { KeepStatus } from "@/components/keep/KeepStatus";
import { serverEnv } from "@/lib/env";

// The default layout's frame: header with navigation, phone and LINE; footer with the company's facts; on
// phones one bar fixed at the bottom, call/LINE and the compare bar in one row (the padding keeps it from covering
// the footer); the page's one status line for the favourite and compare controls. Print pages that name no vehicle
// show their 404 page in it too.
export function SiteChrome({ children }: { children: ReactNode }) {
  const tagManagerId = serverEnv().GTM_ID;
  return (
    <div className="pb-16 pc:pb-0">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BottomBar>
        <CompareBar />
      </BottomBar>
      <KeepStatus />
      {tagManagerId && <TagManager containerId={tagManagerId} />}
    </div>
  );
}
