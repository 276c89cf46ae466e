"use client";

import type { ReactNode } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";

// On a phone the sections drop down in a white menu; on a computer they stand in the dark sidebar.
const LINK = cn(
  "block rounded px-3 py-2 text-sm hover:bg-slate-100 pc:hover:bg-white/10",
  "aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold",
  "pc:aria-[current=page]:bg-white pc:aria-[current=page]:text-ink",
);

/** True when `pathname` is the section's page or one under it (the dashboard only for itself). */
export function isCurrentSection(pathname: string, href: string, exact: boolean) {
  return exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** A section of the admin menu, marked as the current page's section (aria-current and a highlight). */
export function SectionLink({ href, exact = false, children }: { href: string; exact?: boolean; children: ReactNode }) {
  const current = isCurrentSection(usePathname(), href, exact);
  return (
    <Link href={href} aria-current={current ? "page" : undefined} className={LINK}>
      {children}
    </Link>
  );
}
