"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { usePathname } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { keptStatus, sayKeptStatus, subscribeKeptStatus } from "./kept-status";

/**
 * The one polite status region of a page for keeping vehicles: when a heart or a compare box cannot keep a vehicle
 * (its list is full), the reason shows here, over the top of the page, until it is closed, the next vehicle is kept
 * or the visitor moves on. The region is always there, empty and taking no room, so what is said in it is read out.
 * It is a polite live region rather than role="status": every page of the site has it, and a page's own status
 * (a form's receipt) stays the one status there is.
 */
export function KeepStatus() {
  const t = useTranslations("nav");
  const message = useSyncExternalStore(subscribeKeptStatus, keptStatus, () => "");
  const pathname = usePathname();
  useEffect(() => () => sayKeptStatus(""), [pathname]);
  return (
    <div
      data-testid="keep-status"
      className={cn(
        "fixed inset-x-2 top-2 z-40 pc:left-auto pc:right-4 pc:w-96 print:hidden",
        message && "flex items-start gap-3 rounded-lg border border-red-700 bg-red-50 p-3 shadow-lg",
      )}
    >
      <p aria-live="polite" aria-atomic="true" className="flex-1 text-sm font-semibold text-red-800">
        {message}
      </p>
      {message && (
        <Button variant="secondary" size="sm" onClick={() => sayKeptStatus("")}>
          {t("close")}
        </Button>
      )}
    </div>
  );
}
