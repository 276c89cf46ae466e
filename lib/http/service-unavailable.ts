// The page a visitor gets while the database is away: a plain document the proxy can send without React,
// the database or a script, saying what happened and how to reach the dealer meanwhile.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { companyName, publicPhone } from "@/lib/company";
import { PHONE_HOURS } from "@/lib/business/hours";
import type { Locale } from "@/lib/i18n/locales";

/** How long a browser or a load balancer should wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;

const messages = { ja: jp, en } as const;
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Every request gets it while the database is away: drawn once per language, only the reload path differs.
const PATH_SLOT = "\u0000path\u0000";
const pages = new Map<string, string>();

export function serviceUnavailableHtml(locale: Locale, lineUrl: string, path: string): string {
  const key = `${locale} ${lineUrl}`;
  if (!pages.has(key)) pages.set(key, drawPage(locale, lineUrl));
  return pages.get(key)!.replace(PATH_SLOT, escapeHtml(path));
}

function drawPage(locale: Locale, lineUrl: string): string {
  const t = createTranslator({ locale, messages: messages[locale] });
  const e = escapeHtml;
  const phone = publicPhone(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t("meta.titleTemplate").replace("%s", t("errors.unavailableTitle")))}</title>
<style>
body{margin:0;font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;color:#0f172a;background:#f8fafc;
line-height:1.7}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
p.site{font-weight:700;color:#1e3a8a;margin:0 0 2rem}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 1rem}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.375rem;font-weight:700;
text-decoration:none;margin:.5rem .5rem 0 0}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.primary{background:#1e40af;color:#fff}.secondary{border:1px solid #1e40af;color:#1e40af;background:#fff}
.line{background:#06c755;color:#fff}
small{display:block;color:#475569;margin-top:.5rem}
</style>
</head>
<body>
<main>
<p class="site">${e(companyName(locale))}</p>
<h1>${e(t("errors.unavailableHeading"))}</h1>
<p>${e(t("errors.unavailableHelp"))}</p>
<p>
<a class="primary" href="${PATH_SLOT}">${e(t("build.reload"))}</a>
<a class="secondary" href="${e(phone.href)}">${e(t("contact.phoneLabel"))} ${e(phone.number)}</a>
<a class="line" href="${e(lineUrl)}" rel="noopener">${e(t("contact.line"))}</a>
</p>
<small>${e(t("contact.phoneHours", PHONE_HOURS))}</small>
</main>
</body>
</html>`;
}

const HEADERS = {
  "Cache-Control": "no-store",
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Content-Security-Policy": POLICY,
};

/** 503 with Retry-After, never stored by a cache, and a policy that lets the page run nothing. */
export function serviceUnavailableResponse(locale: Locale, lineUrl: string, path: string): Response {
  return new Response(serviceUnavailableHtml(locale, lineUrl, path), {
    status: 503,
    headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The same answer without a page, for a photo: an image element has no use for one. */
export function serviceUnavailableBare(): Response {
  return new Response(null, { status: 503, headers: HEADERS });
}
