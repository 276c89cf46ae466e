import { NextResponse, type NextRequest } from "next/server";
import { revokeAllSessions, revokeSession } from "@/lib/auth/sessions";
import { currentStaff } from "@/lib/auth/staff";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { isSameOrigin } from "@/lib/http/origin";
import { log } from "@/lib/logging";
import { failed } from "@/lib/actions/result";

// Signing out ends this session in the database (or, with everywhere=1, every session of the account),
// so the old token is refused even if someone kept a copy.
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return NextResponse.json(failed("refused"), { status: 403 });
  const form = await request.formData().catch(() => null);
  const localeField = form?.get("locale");
  const locale: Locale = isLocale(localeField) ? localeField : "ja";
  const everywhere = form?.get("everywhere") === "1";
  // Ending every session is asked first (a dialog, or a box to tick without scripts): unconfirmed, nothing ends.
  if (everywhere && form?.get("confirmed") !== "1")
    return new NextResponse(null, { status: 303, headers: { Location: localizePath(locale, routes.admin.home) } });
  const staff = await currentStaff();
  if (staff) {
    if (everywhere) await revokeAllSessions(staff);
    else await revokeSession(staff);
    log.info("admin.logout", { userId: staff.userId, everywhere });
  }
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `${localizePath(locale, routes.admin.auth)}?signedOut=1` },
  });
  response.cookies.delete(TOKEN_COOKIE);
  return response;
}
