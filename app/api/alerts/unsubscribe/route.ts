// RFC 8058 one-click unsubscribe, the address in a saved search's List-Unsubscribe header. A mail program posts
// "List-Unsubscribe=One-Click" here from its own servers (no Origin of ours: the front door lets this one path
// through), and the token in the address is all the authority it needs: it can only stop that one search.
// A person who opens the address instead is sent to the unsubscribe page and its button.
import { TOKEN_PATTERN } from "@/lib/alerts/search";
import { localeOfSearch, unsubscribeSearch } from "@/lib/alerts/store";
import { defaultLocale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { siteOrigin } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

function tokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token");
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export async function POST(request: Request) {
  const token = tokenOf(request);
  const outcome = token ? await unsubscribeSearch(token) : null;
  return new Response(outcome?.ok ? "unsubscribed\n" : "unknown\n", {
    status: outcome?.ok ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
}

export async function GET(request: Request) {
  const token = tokenOf(request);
  const locale = (token && (await localeOfSearch(token))) || defaultLocale;
  const page = new URL(localizePath(locale, routes.alerts.unsubscribe), siteOrigin());
  if (token) page.searchParams.set("token", token);
  return new Response(null, { status: 303, headers: { Location: page.toString(), ...NO_STORE } });
}
