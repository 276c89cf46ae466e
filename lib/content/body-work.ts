import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";
import { textIn } from "@/lib/i18n/bilingual";
import { isSlug } from "@/lib/slug";

const select = {
  slug: true,
  titleJa: true,
  titleEn: true,
  textJa: true,
  textEn: true,
  photoKey: true,
  bodyType: { select: { slug: true } },
} as const;

function localize(
  row: {
    slug: string;
    titleJa: string;
    titleEn: string;
    textJa: string;
    textEn: string;
    photoKey: string | null;
    bodyType: { slug: string } | null;
  },
  locale: Locale,
) {
  return {
    slug: row.slug,
    title: textIn(locale, row, "title"),
    text: textIn(locale, row, "text"),
    photo: row.photoKey ? { src: mediaUrl(row.photoKey), ...PHOTO_SIZES.large } : null,
    bodyTypeSlug: row.bodyType?.slug ?? null,
  };
}

export type BodyWorkItem = ReturnType<typeof localize>;

/** The published body-manufacturing items, in the order staff gave them. */
export async function getBodyWorkItems(locale: Locale): Promise<BodyWorkItem[]> {
  const rows = await db().bodyWorkItem.findMany({
    where: { published: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select,
  });
  return rows.map((row) => localize(row, locale));
}

async function readBodyWorkItem(slug: string, locale: Locale): Promise<BodyWorkItem | null> {
  if (!isSlug(slug)) return null;
  const row = await db().bodyWorkItem.findFirst({ where: { slug, published: true }, select });
  return row ? localize(row, locale) : null;
}

// Cached for the request: the page and its metadata both ask.
export const getBodyWorkItem = cache(readBodyWorkItem);
