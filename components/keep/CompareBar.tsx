"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { withIds } from "@/lib/vehicles/vehicle-keys";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Button } from "@/components/ui/Button";
import { useKeptList } from "./use-kept";
import { cn } from "@/components/ui/cn";

/**
 * 比較する (n): floats above the page (and above the phone's call bar) while vehicles are ticked to compare, on
 * every page but the comparison itself. While it shows, the page ends with room for it, so the last of the
 * footer (the 古物商許可 line) and of a form can still be scrolled clear of it; a field scrolled into view stops
 * above it too (`data-compare-bar`, app/globals.css).
 */
export function CompareBar() {
  const t = useTranslations("keep.compareBar");
  const { list, update } = useKeptList("compare");
  const pathname = usePathname();
  if (list.length === 0 || pathname === routes.compare) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="compare-bar-room" className="h-16 print:hidden" />
      <aside
        aria-label={t("label")}
        data-testid="compare-bar"
        data-compare-bar
        className={cn(
          "fixed inset-x-2 bottom-18 z-30 flex items-center justify-end gap-2 rounded-lg border border-slate-300",
          "bg-white/95 p-2 shadow-lg backdrop-blur pc:inset-x-auto pc:bottom-4 pc:right-4 print:hidden",
        )}
      >
        <Button variant="secondary" size="sm" onClick={() => update(() => [])}>
          {t("clear")}
        </Button>
        {/* Columns in the order the vehicles were ticked (the list keeps the newest first). */}
        <ButtonLink
          href={withIds(routes.compare, [...list].reverse())}
          variant="primary"
          size="sm"
          data-testid="compare-open"
        >
          {t("open", { count: list.length })}
        </ButtonLink>
      </aside>
    </>
  );
}
