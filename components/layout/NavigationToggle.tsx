"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { useScripted } from "@/components/ui/use-scripted";
import { cn } from "@/components/ui/cn";

// Nothing to subscribe to: the answer only differs between the server (false) and the browser (true).

// Below the pc breakpoint the navigation hides behind a menu button; from 860 px it is always shown.
// The server sends a <details> disclosure, which opens and closes the menu before scripts run or where they
// never do; once they run it becomes a button that also closes on Escape and when a link is followed.
export function NavigationToggle({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const scripted = useScripted();
  const look = buttonClass({ variant: "ghost", size: "sm", className: "cursor-pointer whitespace-nowrap" });
  return (
    <div
      className="group/navigation"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) setOpen(false);
      }}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        {bar}
        {scripted ? (
          <button
            type="button"
            className={cn(look, "pc:hidden")}
            aria-expanded={open}
            aria-controls="site-navigation"
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              {open ? "×" : "≡"}
            </span>
            {open ? t("close") : t("open")}
          </button>
        ) : (
          <details className="group/menu pc:hidden">
            <summary
              aria-controls="site-navigation"
              className={cn(look, "list-none [&::-webkit-details-marker]:hidden")}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                <span className="group-open/menu:hidden">≡</span>
                <span className="hidden group-open/menu:inline">×</span>
              </span>
              <span className="group-open/menu:hidden">{t("open")}</span>
              <span className="hidden group-open/menu:inline">{t("close")}</span>
            </summary>
          </details>
        )}
      </div>
      <div
        id="site-navigation"
        className={cn(
          open ? "block" : "hidden",
          "border-t border-white/15 bg-brand-700 group-has-[details[open]]/navigation:block pc:block",
        )}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
