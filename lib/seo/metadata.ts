import "server-only";
import type { Metadata } from "next";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { localeCodes, locales, type Locale } from "@/lib/i18n/locales";
import type { MessageKey } from "@/lib/i18n/keys";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { SHARE_IMAGE_SIZE } from "./site";

const OPEN_GRAPH_LOCALES = { ja: "ja_JP", en: "en_US" } as const satisfies Record<Locale, string>;

/** A page's path in each language it exists in; most pages exist in every language at the same path. */
export type Versions = Partial<Record<Locale, string>>;

export const everyLanguage = (path: string): Versions => Object.fromEntries(locales.map((locale) => [locale, path]));

/**
 * The URL search engines should index for a page seen in `locale`, and where each language's version lives.
 * A text written in one language (a blog post, a review) is indexed at its own language's URL; its view in
 * the other language is a copy. x-default is the path without a language where one path serves all: the site
 * sends a visitor there to the language of their cookie or browser.
 */
export function canonicalAndAlternates(locale: Locale, versions: Versions) {
  const entries = locales.flatMap((l) => (versions[l] ? [[l, localizePath(l, versions[l]!)] as const] : []));
  const languages: Record<string, string> = Object.fromEntries(entries);
  const paths = new Set(Object.values(versions));
  if (entries.length > 1 && paths.size === 1) languages["x-default"] = [...paths][0]!;
  return { canonical: languages[locale] ?? entries[0][1], languages };
}

export interface PageDescription {
  locale: Locale;
  /** The page's path without the language prefix (from lib/routes), or its path in each language it exists in. */
  path: string | Versions;
  title: string;
  /** A title that already names the site (the home page), left out of the "… | site" template. */
  absoluteTitle?: boolean;
  description?: string;
  article?: { publishedAt: Date; modifiedAt?: Date };
  /** The share card, when the page has its own (a vehicle); otherwise the site's. */
  image?: string;
  /** Pages worth following but not listing (searches, forms for one vehicle). */
  noindex?: boolean;
}

/** Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a public page. */
export async function pageMetadata(page: PageDescription): Promise<Metadata> {
  const t = await getTranslations({ locale: page.locale, namespace: "meta" });
  const { canonical, languages } = canonicalAndAlternates(
    page.locale,
    typeof page.path === "string" ? everyLanguage(page.path) : page.path,
  );
  const otherLocales = locales.filter((locale) => locale !== page.locale).map((locale) => OPEN_GRAPH_LOCALES[locale]);
  const image = {
    url: page.image ?? routes.shareImage(localeCodes[page.locale]),
    ...SHARE_IMAGE_SIZE,
    alt: page.title,
  };
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical, languages },
    openGraph: {
      type: page.article ? "article" : "website",
      url: canonical,
      siteName: t("siteName"),
      title: page.title,
      description: page.description,
      locale: OPEN_GRAPH_LOCALES[page.locale],
      alternateLocale: otherLocales,
      images: [image],
      ...(page.article && {
        publishedTime: page.article.publishedAt.toISOString(),
        modifiedTime: page.article.modifiedAt?.toISOString(),
      }),
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description, images: [image] },
    ...(page.noindex && { robots: { index: false, follow: true } }),
  };
}

/** A namespace of fixed copy with a title and a lead ("company", "blog"). */
type CopyNamespace = {
  [N in keyof Messages]: Messages[N] extends { title: string; lead: string } ? N : never;
}[keyof Messages];

/** A page whose title and lead are fixed copy: `{namespace}.title` and `{namespace}.lead`, or the keys named. */
export async function copyPageMetadata(
  locale: Locale,
  path: string,
  copy: CopyNamespace | { title: MessageKey; lead: MessageKey },
) {
  const t = await getTranslations({ locale });
  const keys = typeof copy === "string" ? ({ title: `${copy}.title`, lead: `${copy}.lead` } as const) : copy;
  return pageMetadata({ locale, path, title: t(keys.title), description: t(keys.lead) });
}
