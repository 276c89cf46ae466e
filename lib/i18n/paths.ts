import { defaultLocale, localeCodes, localeFromCode, type Locale } from "./locales";

/** Splits "/jp/sale" into the locale and the path inside it; null when the path carries no locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? localeFromCode(match[1]) : null;
  if (!match || !locale) return null;
  return { locale, rest: match[2] ?? "/" };
}

/** "/sale" in Japanese is "/jp/sale"; the home page is "/jp". */
export function localizePath(locale: Locale, rest: string): string {
  const prefix = `/${localeCodes[locale]}`;
  return rest === "/" || rest === "" ? prefix : `${prefix}${rest.startsWith("/") ? rest : `/${rest}`}`;
}

/**
 * The locale for a path without a prefix: the language cookie first, then the browser's
 * Accept-Language (in order of preference), then Japanese.
 */
export function negotiateLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  const fromCookie = localeFromCode(cookieValue);
  if (fromCookie) return fromCookie;
  for (const tag of preferredLanguages(acceptLanguage)) {
    const primary = tag.split("-")[0];
    if (primary === "ja") return "ja";
    if (primary === "en") return "en";
  }
  return defaultLocale;
}

function preferredLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function isAdminPath(rest: string): boolean {
  return rest === "/admin" || rest.startsWith("/admin/");
}

/** The sign-in page and the one-time password link (a new account has no session yet) are open without one. */
export function isAdminAuthPath(rest: string): boolean {
  return /^\/admin\/auth(\/setup)?\/?$/.test(rest);
}
