"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

// Below the pc breakpoint the navigation hides behind a menu button; from 860 px it is always shown.
export function NavigationToggle({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) setOpen(false);
      }}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        {bar}
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-white/40 px-3 text-sm font-semibold pc:hidden"
          aria-expanded={open}
          aria-controls="site-navigation"
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            {open ? "×" : "≡"}
          </span>
          {open ? t("close") : t("open")}
        </button>
      </div>
      <div
        id="site-navigation"
        className={`${open ? "block" : "hidden"} border-t border-white/15 bg-brand-700 pc:block`}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
