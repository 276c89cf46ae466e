import "server-only";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";
import { db } from "@/lib/db";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/locales";
import { isPromotionRunning, promotionEndsAt, promotionHref } from "./promotions";
import { textIn } from "@/lib/i18n/bilingual";

const readPromotions = cacheAcrossRequests(
  async () => {
    const rows = await db().promotion.findMany({
      where: { active: true },
      orderBy: [{ endsOn: "asc" }, { id: "asc" }],
      select: { id: true, textJa: true, textEn: true, discountPercent: true, endsOn: true, linkPath: true },
    });
    return rows.map((row) => ({ ...row, endsOn: row.endsOn.toISOString().slice(0, 10) }));
  },
  "promotions",
  { tags: [CACHE_TAGS.content], revalidate: CACHE_SECONDS },
);

export type RunningPromotion = Awaited<ReturnType<typeof getRunningPromotions>>[number];

/** The campaigns still running now, in the visitor's language, with the instant each one ends. */
export async function getRunningPromotions(locale: Locale, now = new Date()) {
  return (await readPromotions())
    .filter((row) => isPromotionRunning(row.endsOn, now))
    .map((row) => ({
      id: row.id,
      text: textIn(locale, row, "text"),
      discountPercent: row.discountPercent,
      href: promotionHref(row.linkPath),
      endsOn: row.endsOn,
      endsAt: promotionEndsAt(row.endsOn),
    }));
}
