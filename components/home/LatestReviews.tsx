import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { ReviewItem } from "@/lib/content/reviews";
import { ReviewCards } from "@/components/reviews/ReviewViews";
import { HomeSection } from "./HomeSection";

export async function LatestReviews({ reviews }: { reviews: ReviewItem[] }) {
  const t = await getTranslations("reviews");
  if (reviews.length === 0) return null;
  return (
    <HomeSection id="latest-reviews" title={t("latest")} more={{ href: routes.reviews, label: t("all") }}>
      <ReviewCards reviews={reviews} className="mt-5" />
    </HomeSection>
  );
}
