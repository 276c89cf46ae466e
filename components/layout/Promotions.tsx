import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getRunningPromotions } from "@/lib/content/running-promotions";
import { PromotionBanners } from "./PromotionBanners";

/** The campaigns running today, on the pages that render fresh for each visit. */
export async function Promotions() {
  const locale = (await getLocale()) as Locale;
  const promotions = await getRunningPromotions(locale);
  const format = new Intl.DateTimeFormat(locale === "ja" ? "ja-JP" : "en-GB", { month: "long", day: "numeric", timeZone: "UTC" });
  const dates = Object.fromEntries(promotions.map((p) => [p.id, format.format(new Date(`${p.endsOn}T00:00:00Z`))]));
  return <PromotionBanners promotions={promotions} dates={dates} />;
}
