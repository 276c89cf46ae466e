import type { ComponentType, ReactNode } from "react";
import { pageFailure } from "@/lib/http/page-failure";
import { currentRequest, setResponseStatus } from "@/lib/http/current-response";
import { reportRequestError } from "@/lib/http/request-errors";
import { NotFoundContent } from "./NotFoundContent";
import { ServerErrorContent } from "./ServerErrorContent";

/**
 * A page that answers its own 404 and 500: a notFound() or an error thrown while it reads what it shows is
 * drawn here, by the server, inside the route group's layout, with the status set on the response. Left to
 * Next, either would be an empty document until scripts ran (lib/http/current-response). `Frame` surrounds
 * the answer where the group's layout is not the site's (print sheets); its metadata comes from
 * withErrorMetadata.
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
      if (pageFailure(error) === "notFound") {
        setResponseStatus(404);
        answer = <NotFoundContent />;
      } else {
        reportRequestError(error, currentRequest());
        setResponseStatus(500);
        answer = <ServerErrorContent />;
      }
    }
    return Frame ? <Frame>{answer}</Frame> : answer;
  };
}
