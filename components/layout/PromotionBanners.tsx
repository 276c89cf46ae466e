"use client";

import { useTranslations } from "next-intl";
import { useNow } from "./use-now";

// The campaign colour, as loud as the page's main call to action.
const BANNER = "bg-accent-600 font-bold text-white";

export interface PromotionBanner {
  id: number;
  text: string;
  discountPercent: number;
  endsOn: string;
  endsAt: number;
}

/** Campaign banners; one that ends while the page is open disappears at that moment. */
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
      {running.map((promotion) => (
        <li key={promotion.id} className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 ${BANNER}`}>
          <span className="rounded bg-white px-2 py-0.5 text-sm font-black text-accent-600">
            {promotion.discountPercent}%OFF
          </span>
          <span>{promotion.text}</span>
          <span className="text-sm font-semibold">{t("until", { date: dates[promotion.id] })}</span>
        </li>
      ))}
    </ul>
  );
}
