import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * The 404 page's metadata. Next streams the metadata of the page that was asked for, not of the
 * not-found boundary, so a page that can answer 404 returns this from generateMetadata as well.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundTitle"), robots: { index: false } };
}
