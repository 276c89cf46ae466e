// The first door of every request: locale prefix and language cookie, then the optimistic admin check.
// The session is checked again where admin data is read or written; this is not the only guard.
import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";
import { isAdminAuthPath, isAdminPath, localizePath, negotiateLocale, splitLocalePath } from "@/lib/i18n/paths";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, localeCodes } from "@/lib/i18n/locales";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";
import { PATHNAME_HEADER } from "@/lib/http/headers";
import { serverEnv } from "@/lib/env";

const handleI18nRouting = createMiddleware(routing);

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

  // The 404 page names the path the visitor asked for; pages cannot otherwise see it.
  request.headers.set(PATHNAME_HEADER, pathname);
  const response = handleI18nRouting(request);
  response.cookies.set(LANGUAGE_COOKIE, localeCodes[locale], {
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
  });
  return response;
}

export const config = {
  // Everything but Next's own files, the media and build-info endpoints and the files crawlers ask for at the root.
  matcher: ["/((?!_next/|api/|media/|builds/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)"],
};
