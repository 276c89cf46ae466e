import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { photoOutcomeOf } from "@/lib/requests/photo-rules";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { RequestStatusView } from "@/components/requests/RequestStatusView";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { answerOfferOnStatusPage } from "@/app/actions/offer-answer";

type Props = PageProps<"/[locale]/requests/[token]">;

// One customer's page: drawn for each request from the database, never kept in a cache another could be served.
export const dynamic = "force-dynamic";

const loadRequest = cache(async (token: string) => {
  const request = await requestStatusByToken(token);
  if (!request) notFound();
  return request;
});

// No canonical or language alternates: the address is the key to one customer's request, for no index to keep.
export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale, token } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: "requestStatus" });
  await loadRequest(token);
  return { title: t("title"), robots: { index: false, follow: false } };
});

export default withErrorPages(async function RequestStatusPage({ params, searchParams }: Props) {
  const { locale: segment, token } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  return (
    <RequestStatusView
      request={await loadRequest(token)}
      locale={locale}
      token={token}
      photoOutcome={photoOutcomeOf(await searchParams)}
      answerOffer={answerOfferOnStatusPage}
    />
  );
});
