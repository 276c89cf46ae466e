import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";

export const REVIEWS_PAGE_SIZE = 12;

const select = {
  id: true,
  language: true,
  text: true,
  photoKey: true,
  customerName: true,
  vehicleBought: true,
  createdAt: true,
} as const;

function toReview(
  row: {
    id: number;
    language: "ja" | "en";
    text: string;
    photoKey: string | null;
    customerName: string;
    vehicleBought: string;
    createdAt: Date;
  },
  locale: Locale,
) {
  return {
    ...row,
    otherLanguage: row.language !== locale,
    photo: row.photoKey ? { src: mediaUrl(row.photoKey), ...PHOTO_SIZES.thumb } : null,
  };
}

export type ReviewItem = ReturnType<typeof toReview>;

/** Published reviews, those in the visitor's language first, newest first within each language. */
export async function getReviewsPage(locale: Locale, page: number) {
  const where = { published: true };
  const total = await db().review.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db().review.findMany({
    where,
    // PostgreSQL sorts an enum in its declared order (ja, en): ascending puts Japanese first.
    orderBy: [{ language: locale === "ja" ? "asc" : "desc" }, { createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * REVIEWS_PAGE_SIZE,
    take: REVIEWS_PAGE_SIZE,
    select,
  });
  return { reviews: rows.map((row) => toReview(row, locale)), page: current, pageCount };
}

async function readReview(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db().review.findFirst({ where: { id, published: true }, select });
  return row
    ? { ...toReview(row, locale), photo: row.photoKey ? { src: mediaUrl(row.photoKey), ...PHOTO_SIZES.large } : null }
    : null;
}

// Cached for the request: the page and its metadata both ask.
export const getReview = cache(readReview);
