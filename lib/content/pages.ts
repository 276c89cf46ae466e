import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { otherLocale, type Locale } from "@/lib/i18n/locales";
import { markdownExcerpt, renderMarkdown } from "./markdown";
import { isSlug } from "@/lib/slug";

/**
 * A published staff page (privacy policy, terms, notices) at /{slug}, in the visitor's language, or in the
 * other one when staff wrote only that (otherLanguage says so).
 */
async function readStaffPage(slug: string, locale: Locale) {
  if (!isSlug(slug)) return null;
  const page = await db().page.findFirst({ where: { slug, published: true } });
  if (!page) return null;
  const own = locale === "ja" ? { title: page.titleJa, body: page.bodyJa } : { title: page.titleEn, body: page.bodyEn };
  const other =
    locale === "ja" ? { title: page.titleEn, body: page.bodyEn } : { title: page.titleJa, body: page.bodyJa };
  const useOwn = own.body.trim() !== "" || other.body.trim() === "";
  const chosen = useOwn ? own : other;
  return {
    slug: page.slug,
    title: chosen.title || other.title,
    description: markdownExcerpt(chosen.body),
    html: renderMarkdown(chosen.body),
    language: useOwn ? locale : otherLocale(locale),
    otherLanguage: !useOwn,
  };
}

// Cached for the request: the page and its metadata both ask.
export const getStaffPage = cache(readStaffPage);
