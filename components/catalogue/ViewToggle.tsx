"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { CATALOGUE_VIEWS, VIEW_QUERY_KEY, viewCookie, type CatalogueView } from "@/lib/catalogue/view";
import { cn } from "@/components/ui/cn";

const ITEM = "inline-flex min-h-11 items-center px-4 text-sm font-semibold";

/**
 * Cards or a compact list: links that carry the choice (so they work without scripts), and remember it in a
 * cookie when followed, so the next catalogue pages open the same way.
 */
export function ViewToggle({
  current,
  pathname,
  query,
}: {
  current: CatalogueView;
  pathname: string;
  query: Record<string, string>;
}) {
  const t = useTranslations("catalogueSheet");
  return (
    <nav aria-label={t("view")} className="flex overflow-hidden rounded-md border border-slate-300">
      {CATALOGUE_VIEWS.map((view) => (
        <Link
          key={view}
          href={{ pathname, query: { ...query, [VIEW_QUERY_KEY]: view } }}
          scroll={false}
          aria-current={view === current ? "true" : undefined}
          className={cn(ITEM, view === current ? "bg-brand-700 text-white" : "bg-white hover:bg-slate-50")}
          onClick={() => {
            document.cookie = viewCookie(view);
          }}
        >
          {t(`views.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
