import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getReview } from "@/lib/content/reviews";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { ReviewView } from "@/components/reviews/ReviewViews";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { idFromSegment } from "@/lib/http/url-values";

type Props = PageProps<"/[locale]/reviews/[id]">;

async function load({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const review = await getReview(idFromSegment(id) ?? -1, locale);
  if (!review) notFound();
  return { locale, review };
}

export const generateMetadata = withErrorMetadata(async (props: Props): Promise<Metadata> => {
  const { locale, review } = await load(props);
  return pageMetadata({
    locale,
    path: { [review.language]: routes.review(review.id) },
    title: review.customerName,
    description: review.text.slice(0, 160),
  });
});

export default withErrorPages(async function ReviewPage(props: Props) {
  setRequestLocale(localeOf((await props.params).locale));
  return <ReviewView review={(await load(props)).review} />;
});
