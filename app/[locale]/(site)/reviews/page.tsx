import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getReviewsPage } from "@/lib/content/reviews";
import { ReviewList } from "@/components/reviews/ReviewViews";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { pageFromQuery } from "@/lib/http/url-values";

export async function generateMetadata({ params }: PageProps<"/[locale]/reviews">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.reviews, "reviews");
}

export default withErrorPages(async function ReviewsPage({ params, searchParams }: PageProps<"/[locale]/reviews">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = pageFromQuery(raw);
  return <ReviewList {...await getReviewsPage(locale as Locale, page)} />;
});
