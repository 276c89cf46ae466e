import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getReviewsPage } from "@/lib/content/reviews";
import { ReviewList } from "@/components/reviews/ReviewViews";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { pageFromQuery } from "@/lib/http/url-values";

export async function generateMetadata({ params }: PageProps<"/[locale]/reviews">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.reviews, "reviews");
}

export default withErrorPages(async function ReviewsPage({ params, searchParams }: PageProps<"/[locale]/reviews">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = pageFromQuery(raw);
  return <ReviewList {...await getReviewsPage(locale, page)} />;
});
