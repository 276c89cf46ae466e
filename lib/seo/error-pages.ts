import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageFailure } from "@/lib/http/page-failure";
import { currentRequest } from "@/lib/http/current-response";
import { reportRequestError } from "@/lib/http/request-errors";

/** The 404 page's metadata, in the language of the request. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

const FAILURE_TITLES = {
  forbidden: "forbiddenTitle",
  unavailable: "unavailableTitle",
  serverError: "serverErrorTitle",
} as const;

async function failureMetadata(failure: keyof typeof FAILURE_TITLES): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t(FAILURE_TITLES[failure]), robots: { index: false } };
}

/**
 * A page's metadata that names its 404, 500 or 503 page when reading what the page shows fails the same way the
 * page does (components/layout/withErrorPages draws that page): a notFound() or an error thrown here never
 * reaches Next, which would drop the title and fail again in the browser.
 */
export function withErrorMetadata<Props>(generate: (props: Props) => Promise<Metadata>) {
  return async function generateMetadata(props: Props): Promise<Metadata> {
    try {
      return await generate(props);
    } catch (error) {
      const failure = pageFailure(error);
      if (failure === "notFound") return notFoundMetadata();
      if (failure !== "forbidden") reportRequestError(error, currentRequest());
      return failureMetadata(failure);
    }
  };
}
