import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { ForbiddenPageError } from "@/lib/http/page-failure";
import { serverEnv } from "@/lib/env";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { NextResponse } from "next/server";
import { failed } from "@/lib/actions/result";
import { sessionFromToken, sessionRefusal, type StaffSession } from "./sessions";
import { can, type Permission } from "./roles";
import { TOKEN_COOKIE } from "./token";

/**
 * The signed-in staff member for this request, checked against the database (the proxy only checks the
 * token's signature). Every admin page, server action and staff route handler calls this; once per request.
 */
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  return sessionFromToken(token, serverEnv().AUTH_SECRET);
});

/** Why this request has no staff session: `accountDisabled`, or `signInRequired` (the session ended). */
export async function staffRefusal() {
  return sessionRefusal((await cookies()).get(TOKEN_COOKIE)?.value, serverEnv().AUTH_SECRET);
}

/** A staff route handler's answer to a request without a live session, in the words a server action gives. */
export async function refusedWithoutStaff() {
  return NextResponse.json(failed(await staffRefusal()), { status: 401 });
}

/** For admin pages: the staff member, or the sign-in page. */
export async function requireStaff(locale: Locale): Promise<StaffSession> {
  const staff = await currentStaff();
  if (!staff) redirect({ href: routes.admin.auth, locale });
  return staff!;
}

/**
 * For pages only some roles may open (the staff accounts): the staff member; the others get the page that says
 * they have no access (components/layout/withErrorPages).
 */
export async function requirePermission(locale: Locale, permission: Permission): Promise<StaffSession> {
  const staff = await requireStaff(locale);
  if (!can(staff, permission)) throw new ForbiddenPageError();
  return staff;
}
