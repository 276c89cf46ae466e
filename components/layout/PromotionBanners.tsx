"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useNow } from "./use-now";
import { cn } from "@/components/ui/cn";

// The campaign colour, as loud as the page's main call to action.
const BANNER = "bg-accent-600 font-bold text-white";
const ROW = "flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3";

export interface PromotionBanner {
  id: number;
  text: string;
  discountPercent: number;
  /** The page the campaign is about (lib/content/promotions.ts promotionHref); null, the banner only informs. */
  href: string | null;
  endsOn: string;
  endsAt: number;
}

/** Campaign banners, each leading to what it advertises; one that ends while the page is open disappears then. */
export function PromotionBanners({
  promotions,
  dates,
}: {
  promotions: PromotionBanner[];
  dates: Record<number, string>;
}) {
  const t = useTranslations("promotions");
  const now = useNow();
  const running = promotions.filter((promotion) => now === null || now < promotion.endsAt);
  if (running.length === 0) return null;
  return (
    <ul aria-label={t("label")} className="mx-auto mt-6 grid max-w-6xl gap-2">
      {running.map((promotion) => {
        const content = (
          <>
            <span className="rounded bg-white px-2 py-0.5 text-sm font-black text-accent-600">
              {promotion.discountPercent}%OFF
            </span>
            <span>{promotion.text}</span>
            <span className="text-sm font-semibold">{t("until", { date: dates[promotion.id] })}</span>
            {promotion.href && <span className="text-sm underline underline-offset-4">{t("more")}</span>}
          </>
        );
        return (
          <li key={promotion.id} className={cn("rounded-lg", BANNER)}>
            {promotion.href ? (
              <Link href={promotion.href} className={cn(ROW, "rounded-lg hover:bg-black/10")}>
                {content}
              </Link>
            ) : (
              <div className={ROW}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
