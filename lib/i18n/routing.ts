import { defineRouting } from "next-intl/routing";
import { defaultLocale, localeCodes, locales } from "./locales";

// proxy.ts negotiates the locale of unprefixed paths and writes the language cookie itself, because the
// spec wants the cookie to hold "jp"/"en" while next-intl would store its locale id ("ja").
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: "always", prefixes: { ja: `/${localeCodes.ja}`, en: `/${localeCodes.en}` } },
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
