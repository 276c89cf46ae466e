// The two locales and every way they are spelled: the next-intl id (also <html lang>), the code in URLs,
// cookies and message files ("jp", as the spec asks), and the Intl tag used for dates, prices and numbers.
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";

export const locales = ["ja", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ja";

export const localeCodes = { ja: "jp", en: "en" } as const satisfies Record<Locale, string>;
export type LocaleCode = (typeof localeCodes)[Locale];

export const intlTags = { ja: "ja-JP", en: "en-US" } as const satisfies Record<Locale, string>;

/** The language cookie keeps the visitor's choice (its value is a locale code) for 365 days. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return hasLocale(locales, value);
}

/**
 * The locale a route's [locale] segment names (`localeOf((await params).locale)`), the one way a page, layout
 * or metadata function turns its parameter into a Locale. The proxy lets only known ones through; anything
 * else is a page that does not exist.
 */
export function localeOf(segment: string): Locale {
  if (!hasLocale(locales, segment)) notFound();
  return segment;
}

export function localeFromCode(code: string | undefined | null): Locale | null {
  const match = locales.find((locale) => localeCodes[locale] === code);
  return match ?? null;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "ja" ? "en" : "ja";
}
