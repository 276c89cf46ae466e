import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getReview } from "@/lib/content/reviews";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { ReviewView } from "@/components/reviews/ReviewViews";

type Props = PageProps<"/[locale]/reviews/[id]">;

const reviewId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const review = await getReview(reviewId(id), locale as Locale);
  if (!review) return notFoundMetadata(locale as Locale);
  return pageMetadata({ locale: locale as Locale, path: { [review.language]: routes.review(review.id) }, title: review.customerName, description: review.text.slice(0, 160) });
}

export default async function ReviewPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const review = await getReview(reviewId(id), locale as Locale);
  if (!review) notFound();
  return <ReviewView review={review} />;
}
