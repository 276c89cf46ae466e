import { NextResponse, type NextRequest } from "next/server";
import { failed, succeeded } from "@/lib/actions/result";
import { photoRefusalAnswer } from "@/lib/media/limits";
import { isSameOrigin, seeOther } from "@/lib/http/origin";
import { isLocale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { isStatusTokenShaped } from "@/lib/requests/status-token";
import { photoOutcomeQuery, REQUEST_PHOTO_ERROR_STATUS } from "@/lib/requests/photo-rules";
import { receiveRequestPhotos } from "@/lib/requests/photos";

// A seller's photos for their request, by its status token: one photo per post from the form's scripts, which
// read the answer as JSON; a batch from a plain form without them, answered with the status page (303) saying what
// came of it. The token and language are in the address, so even a post refused unread knows where to send the
// seller back. Like the staff uploads, the proxy does not see this path (a batch exceeds what it passes on).
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  if (!isSameOrigin(request.headers) || !isStatusTokenShaped(token))
    return NextResponse.json(failed("notFound"), { status: 404 });
  const outcome = await receiveRequestPhotos(request, token);
  // A form's post navigates and asks for a page; a script's asks for anything.
  if (request.headers.get("accept")?.includes("text/html")) {
    const locale = request.nextUrl.searchParams.get("locale");
    const page = localizePath(isLocale(locale) ? locale : "ja", routes.requestStatus(token));
    return seeOther(`${page}?${photoOutcomeQuery(outcome)}`);
  }
  const error = outcome.batch ?? outcome.refused[0]?.error;
  if (error) return NextResponse.json(failed(error), photoRefusalAnswer(REQUEST_PHOTO_ERROR_STATUS[error]));
  // A script's photo sent again after a lost answer is the one already stored: sent, as far as it is concerned.
  return NextResponse.json(succeeded({ added: outcome.added + outcome.already }));
}
