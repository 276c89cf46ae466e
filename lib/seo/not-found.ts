import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The 404 page's metadata. Next streams the metadata of the page that was asked for, not of the
 * not-found boundary, so a page that can answer 404 returns this from generateMetadata as well. Pages
 * that know their locale pass it, rather than next-intl working it out again from the request.
 */
export async function notFoundMetadata(locale?: Locale): Promise<Metadata> {
  const t = locale ? await getTranslations({ locale, namespace: "errors" }) : await getTranslations("errors");
  return { title: t("notFoundTitle"), robots: { index: false } };
}
