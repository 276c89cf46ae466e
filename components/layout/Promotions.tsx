import { getLocale } from "next-intl/server";
import { getRunningPromotions } from "@/lib/content/running-promotions";
import { PromotionBanners } from "./PromotionBanners";
import { formatCalendarDate } from "@/lib/format";

/** The campaigns running today, on the pages that render fresh for each visit. */
export async function Promotions() {
  const locale = await getLocale();
  const promotions = await getRunningPromotions(locale);
  const dates = Object.fromEntries(promotions.map((p) => [p.id, formatCalendarDate(locale, p.endsOn, "monthDay")]));
  return <PromotionBanners promotions={promotions} dates={dates} />;
}
