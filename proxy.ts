// The first door of every page request, and its four jobs: repair the path, settle the locale (prefix and
// language cookie), the optimistic admin check, and the Content-Security-Policy with its nonce. The session is
// checked again where admin data is read or written; this is not the only guard.
import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";
import { isAdminAuthPath, isAdminPath, localizePath, negotiateLocale, splitLocalePath } from "@/lib/i18n/paths";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, localeCodes, type Locale } from "@/lib/i18n/locales";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";
import { serverEnv } from "@/lib/env";
import { normalizedPath, readablePath, repairedPath } from "@/lib/http/path-encoding";
import { contentSecurityPolicy, createNonce, isHttpsSite } from "@/lib/security/csp";
import { databaseIsDown } from "@/lib/db/availability";
import { serviceUnavailableBare, serviceUnavailableResponse } from "@/lib/http/service-unavailable";
import { pagePostRefusal } from "@/lib/http/form-body";
import { isPrefetchRequest, isSharedRender, placeholderNonce, SHARED_RENDER_HEADER } from "@/lib/http/page-cache";

const handleI18nRouting = createMiddleware(routing);
const CSP_HEADER = "content-security-policy";
// A path the catch-all route answers with 404, rendered per request like every page: no staff page can take
// it (slugs start with a letter or digit).
const UNROUTABLE_PATH = "/_unroutable";
// The API and photos pass through untouched once their path is known to be readable (photos, which are
// read from the database, answer 503 while it is away).
const NON_PAGE_PREFIXES = ["/api/", "/media/"];

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isPage = !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const repaired = repairedPath(pathname) ?? normalizedPath(pathname);
  if (repaired)
    return isPage
      ? NextResponse.redirect(new URL(repaired + search, request.url))
      : new NextResponse(null, { status: 400 });
  if (!isPage) {
    if (pathname.startsWith("/media/") && readsWhileDatabaseIsDown(request)) return serviceUnavailableBare();
    return NextResponse.next();
  }
  const localized = splitLocalePath(pathname);

  if (!localized) {
    const locale = negotiateLocale(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get("accept-language"));
    const target = new URL(localizePath(locale, pathname) + search, request.url);
    return NextResponse.redirect(target);
  }

  const { locale, rest } = localized;
  if (readsWhileDatabaseIsDown(request)) return unavailable(request, locale);
  if (request.method === "POST") {
    const refusal = await pagePostRefusal(request);
    if (refusal) return new NextResponse(null, { status: refusal, headers: { "cache-control": "no-store" } });
  }
  // A page is sent to sign-in; a form or button being sent (POST) is not: its action checks the session
  // itself and answers in the form, which keeps what staff typed and offers to sign in again.
  // Judged on the path as the router will read it: no escape (%2F included) walks past the guard.
  const routed = readablePath(rest);
  if (isAdminPath(routed) && !isAdminAuthPath(routed) && (request.method === "GET" || request.method === "HEAD")) {
    const claims = await verifyAdminToken(request.cookies.get(TOKEN_COOKIE)?.value, serverEnv().AUTH_SECRET);
    if (!claims) {
      return NextResponse.redirect(new URL(localizePath(locale, "/admin/auth"), request.url));
    }
  }

  const forwarded = withPolicy(request);
  // next-intl decodes the path before rewriting it, so a literal "%" (%25) would reach the router as a broken
  // escape. No page of the site has one in its path: it goes straight to the 404 page.
  const response = pathname.includes("%25")
    ? NextResponse.rewrite(new URL(`/${locale}${UNROUTABLE_PATH}`, request.url), {
        request: { headers: forwarded.headers },
      })
    : handleI18nRouting(forwarded);
  response.headers.set(CSP_HEADER, forwarded.headers.get(CSP_HEADER)!);
  // A prefetch is the browser guessing, not the visitor choosing: a late prefetch of an English link must
  // not undo a switch to Japanese. A form being sent (POST) chooses nothing either, and a cookie set on it
  // makes Next fetch the whole page again after the form's answer.
  if (request.method === "GET" && !isPrefetchRequest((name) => request.headers.get(name))) {
    response.cookies.set(LANGUAGE_COOKIE, localeCodes[locale], {
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      path: "/",
      sameSite: "lax",
    });
  }
  return response;
}

/**
 * The request as the page will see it: with a fresh nonce and the policy naming it. Next finds the nonce in
 * the request's policy for its own scripts; next-intl copies these headers into the request it forwards.
 * The same policy goes back on the response (copied from the forwarded headers by the caller).
 */
function withPolicy(request: NextRequest): NextRequest {
  // A page the front door keeps for every visitor is rendered with its placeholder, which it replaces in each copy.
  const nonce = isSharedRender(request.headers.get(SHARED_RENDER_HEADER)) ? placeholderNonce() : createNonce();
  const env = serverEnv();
  const headers = new Headers(request.headers);
  headers.set(
    CSP_HEADER,
    contentSecurityPolicy({
      nonce,
      tagManager: Boolean(env.GTM_ID),
      development: process.env.NODE_ENV === "development",
      https: isHttpsSite(env.SITE_URL),
    }),
  );
  return new NextRequest(request, { headers });
}

/**
 * While the database is away every page and photo would fail one by one; they get the friendly 503 page
 * at once. A form being sent (POST) still reaches its action, which answers in the form itself.
 */
function readsWhileDatabaseIsDown(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && databaseIsDown();
}

function unavailable(request: NextRequest, locale: Locale): Response {
  return serviceUnavailableResponse(locale, serverEnv().LINE_URL, request.nextUrl.pathname + request.nextUrl.search);
}

export const config = {
  // Everything but Next's own files, the build-info endpoint, the files crawlers ask for (the sitemap's parts too), and
  // the photo uploads (staff's two, and a seller's). On a path the proxy sees, Next copies the request body into memory
  // and passes on only its first 10 MB (experimental.proxyClientMaxBodySize would raise that for every path); a phone
  // photo may be 15 MB. The upload routes check the origin and the session or token themselves before reading the
  // body. (Two patterns, whose union is that: the pages, and the API but for the uploads.)
  matcher: [
    "/((?!_next/|builds/|sitemap(?:s/|\\.xml$)|(?:favicon\\.ico|icon\\.svg|robots\\.txt)$|api/).*)",
    "/api/((?!admin/(?:media|vehicles/[^/]+/photos)$|requests/photos$).*)",
  ],
};
