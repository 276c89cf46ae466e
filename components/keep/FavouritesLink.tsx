"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon } from "./HeartIcon";
import { useKeptList } from "./use-kept";

/** The header's way to the favourites, with how many are kept (counted in the browser, so shown once scripts run). */
export function FavouritesLink() {
  const t = useTranslations("keep.header");
  const { list } = useKeptList("favourites");
  const count = list.length;
  return (
    <Link
      href={routes.favorites}
      data-testid="favourites-link"
      className={buttonClass({ variant: "ghost", size: "sm", className: "relative whitespace-nowrap" })}
    >
      <HeartIcon filled={false} />
      <span className="sr-only pc:not-sr-only">{t("favourites")}</span>
      {count > 0 && (
        <span
          data-testid="favourites-count"
          className={[
            "absolute -right-2 -top-2 min-w-5 rounded-full bg-accent-600 px-1",
            "text-center text-xs font-bold leading-5 text-white",
          ].join(" ")}
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t("count", { count })}</span>
        </span>
      )}
    </Link>
  );
}
