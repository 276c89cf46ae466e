"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon } from "./HeartIcon";
import { useKeptList } from "./use-kept";
import { cn } from "@/components/ui/cn";

/**
 * The header's way to the favourites, with how many are kept (counted in the browser, so shown once scripts
 * run): a heart in a computer's header bar; on a phone, whose bar has no room left, a line of the menu. Neither
 * shows where scripts never run, as the hearts on the cards do not: the list lives in the browser's storage.
 */
export function FavouritesLink({ look }: { look: "bar" | "menu" }) {
  const t = useTranslations("keep.header");
  const { list } = useKeptList("favourites");
  const count = list.length;
  const counted = <span className="sr-only">{t("count", { count })}</span>;
  if (look === "menu") {
    return (
      <Link
        href={routes.favorites}
        data-testid="favourites-menu-link"
        className="flex items-center gap-2 py-3 font-semibold"
      >
        {t("favourites")}
        {count > 0 && (
          <span className="rounded-full bg-accent-600 px-2 text-xs leading-5">
            <span aria-hidden="true">{count}</span>
            {counted}
          </span>
        )}
      </Link>
    );
  }
  return (
    <Link
      href={routes.favorites}
      data-testid="favourites-link"
      className={buttonClass({ variant: "ghost", size: "sm", className: "relative max-pc:hidden noscript:hidden" })}
    >
      <HeartIcon filled={false} />
      <span className="sr-only">{t("favourites")}</span>
      {count > 0 && (
        <span
          data-testid="favourites-count"
          className={cn(
            "absolute -right-2 -top-2 min-w-5 rounded-full bg-accent-600 px-1",
            "text-center text-xs font-bold leading-5 text-white",
          )}
        >
          <span aria-hidden="true">{count}</span>
          {counted}
        </span>
      )}
    </Link>
  );
}
