import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getReviewsPage } from "@/lib/content/reviews";
import { ReviewList } from "@/components/reviews/ReviewViews";

export async function generateMetadata({ params }: PageProps<"/[locale]/reviews">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "reviews" });
  return { title: t("title"), description: t("lead") };
}

export default async function ReviewsPage({ params, searchParams }: PageProps<"/[locale]/reviews">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = Number.parseInt(Array.isArray(raw) ? raw[0] : (raw ?? "1"), 10) || 1;
  return <ReviewList {...await getReviewsPage(locale as Locale, page)} />;
}
