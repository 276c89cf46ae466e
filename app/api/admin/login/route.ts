import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/lib/env";
import { signIn, type SignInOutcome } from "@/lib/auth/sessions";
import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from "@/lib/auth/token";
import { signInFormSchema } from "@/lib/auth/sign-in-form";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { isSameOrigin, requestAddress, seeOther } from "@/lib/http/origin";
import { isHttpsSite } from "@/lib/security/csp";
import { failed, succeeded, type FormError } from "@/lib/actions/result";

// Staff sign-in. A route handler rather than a server action so that a refused attempt can answer with
// its real status (401, 429, and 503 while too many passwords are being checked at once). The form posts here
// with fetch (JSON answer) or, without JavaScript, as a plain form (redirect back with the outcome in the query).
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return NextResponse.json(failed("refused"), { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = signInFormSchema.safeParse(form ? Object.fromEntries(form) : {});
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  // Read on its own: a refused post still goes back to the sign-in page in the language it came from.
  const locale = signInFormSchema.shape.locale.parse(form?.get("locale"));
  const back = (query: string) => `${localizePath(locale, routes.admin.auth)}?${query}`;
  if (!parsed.success)
    return wantsJson ? NextResponse.json(failed("invalid"), { status: 400 }) : seeOther(back("error=invalid"));

  const outcome = await signIn(parsed.data.email, parsed.data.password, {
    secret: serverEnv().AUTH_SECRET,
    address: requestAddress(request.headers),
  });

  if (!outcome.ok) {
    const { status, retryAfter, refusal } = refusalOf(outcome);
    if (wantsJson)
      return NextResponse.json(failed(refusal.code, { value: refusal.value }), {
        status,
        headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
      });
    // Without scripts the sign-in page reads the outcome from its query: ?error=throttled&retryAfterMinutes=15.
    const query = new URLSearchParams({ error: refusal.code });
    if (refusal.code === "throttled") query.set("retryAfterMinutes", String(refusal.value));
    return seeOther(back(query.toString()));
  }

  const home = localizePath(locale, routes.admin.home);
  const response = wantsJson
    ? NextResponse.json(succeeded({ next: home }))
    : new NextResponse(null, { status: 303, headers: { Location: home } });
  response.cookies.set(TOKEN_COOKIE, outcome.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttpsSite(serverEnv().SITE_URL),
    path: "/",
    maxAge: TOKEN_TTL_SECONDS,
  });
  return response;
}

/**
 * A refused sign-in as the browser reads it: its status, when to come back (seconds), and what the form shows (the
 * minutes to wait travel as the refusal's value).
 */
function refusalOf(outcome: Exclude<SignInOutcome, { ok: true }>): {
  status: number;
  retryAfter?: number;
  refusal: FormError;
} {
  switch (outcome.reason) {
    case "invalid":
      return { status: 401, refusal: { code: "invalid" } };
    case "throttled":
      return {
        status: 429,
        retryAfter: outcome.retryAfterMinutes * 60,
        refusal: { code: "throttled", value: outcome.retryAfterMinutes },
      };
    case "busy":
      return { status: 503, retryAfter: outcome.retryAfterSeconds, refusal: { code: "busy" } };
    case "disabled":
      return { status: 403, refusal: { code: "disabled" } };
  }
}
