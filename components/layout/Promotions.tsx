import type { Locale } from "@/lib/i18n/locales";
import type { RunningPromotion } from "@/lib/content/running-promotions";
import { formatCalendarDate } from "@/lib/format";
import { PromotionBanners } from "./PromotionBanners";

/** The campaigns running today, on the pages that render fresh for each visit; the page reads them. */
export function Promotions({ promotions, locale }: { promotions: RunningPromotion[]; locale: Locale }) {
  const dates = Object.fromEntries(promotions.map((p) => [p.id, formatCalendarDate(locale, p.endsOn, "full")]));
  return <PromotionBanners promotions={promotions} dates={dates} />;
}
