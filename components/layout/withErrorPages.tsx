import type { ComponentType, ReactNode } from "react";
import { pageFailure } from "@/lib/http/page-failure";
import { currentRequest, setResponseStatus } from "@/lib/http/current-response";
import { reportRequestError } from "@/lib/http/request-errors";
import { RETRY_AFTER_SECONDS } from "@/lib/http/service-unavailable";
import { NotFoundContent } from "./NotFoundContent";
import { ForbiddenContent } from "./ForbiddenContent";
import { ServerErrorContent } from "./ServerErrorContent";
import { UnavailableContent } from "./UnavailableContent";

/**
 * A page that answers its own 403, 404, 500 and 503: a notFound(), a role's refusal or an error thrown while it
 * reads what it shows is drawn here, by the server, inside the route group's layout, with the status set on the
 * response. A database that could not answer in time (away, or busy with a long import) is no fault of the page:
 * the visitor is told to try again shortly, and when. Left to Next, either would be an empty document until
 * scripts ran (lib/http/current-response). `Frame` surrounds the answer where the group's layout is not the
 * site's (print sheets); its metadata comes from withErrorMetadata.
 */
export function withErrorPages<Props>(
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
  Frame?: ComponentType<{ children: ReactNode }>,
) {
  return async function PageWithErrorPages(props: Props) {
    let answer: ReactNode;
    try {
      return await Page(props);
    } catch (error) {
      const failure = pageFailure(error);
      if (failure === "notFound") {
        setResponseStatus(404);
        answer = <NotFoundContent />;
      } else if (failure === "forbidden") {
        setResponseStatus(403);
        answer = <ForbiddenContent />;
      } else {
        reportRequestError(error, currentRequest());
        const unavailable = failure === "unavailable";
        setResponseStatus(unavailable ? 503 : 500, unavailable ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {});
        answer = unavailable ? <UnavailableContent /> : <ServerErrorContent />;
      }
    }
    return Frame ? <Frame>{answer}</Frame> : answer;
  };
}
