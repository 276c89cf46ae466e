// The first door of every request: locale prefix and language cookie, then the optimistic admin check.
// The session is checked again where admin data is read or written; this is not the only guard.
import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";
import { isAdminAuthPath, isAdminPath, localizePath, negotiateLocale, splitLocalePath } from "@/lib/i18n/paths";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, localeCodes } from "@/lib/i18n/locales";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";
import { serverEnv } from "@/lib/env";
import { isListingViewPath, routeCatalogueRequest } from "@/lib/catalogue/listing-path";

const handleI18nRouting = createMiddleware(routing);
// next-intl answers a page request with a rewrite to the internal locale (/jp/sale -> /ja/sale), or lets it
// through where both are spelled alike (/en/sale); catalogue pages are rewritten further, to the route that
// carries their search in the path (lib/catalogue/listing-path).
const REWRITE_HEADER = "x-middleware-rewrite";
const NEXT_HEADER = "x-middleware-next";
// Any path no route matches renders the 404 page.
const NOT_FOUND_PATH = "/_not-found";

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const localized = splitLocalePath(pathname);

  if (!localized) {
    const locale = negotiateLocale(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get("accept-language"));
    const target = new URL(localizePath(locale, pathname) + search, request.url);
    return NextResponse.redirect(target);
  }

  const { locale, rest } = localized;
  if (isAdminPath(rest) && !isAdminAuthPath(rest)) {
    const claims = await verifyAdminToken(request.cookies.get(TOKEN_COOKIE)?.value, serverEnv().AUTH_SECRET);
    if (!claims) {
      return NextResponse.redirect(new URL(localizePath(locale, "/admin/auth"), request.url));
    }
  }

  const catalogue = routeCatalogueRequest(rest, request.nextUrl.searchParams);
  if (catalogue && "redirect" in catalogue) {
    return NextResponse.redirect(new URL(localizePath(locale, catalogue.redirect), request.url));
  }

  const response = handleI18nRouting(request);
  const rewrite = catalogue ? catalogue.rewrite : isListingViewPath(rest) ? NOT_FOUND_PATH : null;
  if (rewrite && !response.headers.has("location")) {
    response.headers.delete(NEXT_HEADER);
    response.headers.set(REWRITE_HEADER, new URL(`/${locale}${rewrite}`, request.url).toString());
  }
  // A prefetch is the browser guessing, not the visitor choosing: a late prefetch of an English link must
  // not undo a switch to Japanese.
  if (!isPrefetch(request)) {
    response.cookies.set(LANGUAGE_COOKIE, localeCodes[locale], {
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      path: "/",
      sameSite: "lax",
    });
  }
  return response;
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.get("next-router-prefetch") === "1" || /prefetch/i.test(request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "");
}

export const config = {
  // Everything but Next's own files, the media and build-info endpoints and the files crawlers ask for at the root.
  matcher: ["/((?!_next/|api/|media/|builds/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)"],
};
