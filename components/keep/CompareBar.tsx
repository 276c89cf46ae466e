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
 * 比較する (n), while vehicles are ticked to compare, on every page but the comparison itself. On a phone it takes
 * its place in the one bar at the bottom of the screen, beside the call and LINE buttons (BottomBar): a second bar
 * stacked above them covered 支払総額 on a vehicle page. On a computer it floats at the bottom right, and the page
 * ends with room for it, so the last of the footer (the 古物商許可 line) can still be scrolled clear of it.
 */
export function CompareBar() {
  const t = useTranslations("keep.compareBar");
  const { list, update } = useKeptList("compare");
  const pathname = usePathname();
  if (list.length === 0 || pathname === routes.compare) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="compare-bar-room" className="h-16 max-pc:hidden print:hidden" />
      <aside
        aria-label={t("label")}
        data-testid="compare-bar"
        data-compare-bar
        className={cn(
          "flex shrink-0 items-center justify-end gap-1 print:hidden",
          "pc:fixed pc:bottom-4 pc:right-4 pc:z-30 pc:gap-2 pc:rounded-lg pc:border pc:border-slate-300",
          "pc:bg-white/95 pc:p-2 pc:shadow-lg pc:backdrop-blur",
        )}
      >
        {/* On a phone a cross, so the bar keeps to one row; its name is the same words at either width. */}
        <Button variant="secondary" size="sm" aria-label={t("clear")} onClick={() => update(() => [])}>
          <span aria-hidden="true" className="text-lg leading-none pc:hidden">
            ×
          </span>
          <span aria-hidden="true" className="max-pc:hidden">
            {t("clear")}
          </span>
        </Button>
        {/* Columns in the order the vehicles were ticked (the list keeps the newest first). */}
        <ButtonLink
          href={withIds(routes.compare, [...list].reverse())}
          variant="primary"
          size="sm"
          className="max-pc:px-2"
          data-testid="compare-open"
        >
          {t("open", { count: list.length })}
        </ButtonLink>
      </aside>
    </>
  );
}
