import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { ReviewItem } from "@/lib/content/reviews";
import { ReviewCard } from "@/components/reviews/ReviewViews";

export async function LatestReviews({ reviews }: { reviews: ReviewItem[] }) {
  const t = await getTranslations("reviews");
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="latest-reviews" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="latest-reviews" className="text-xl font-black pc:text-2xl">
          {t("latest")}
        </h2>
        <Link href={routes.reviews} className="font-semibold text-brand-600 underline underline-offset-2">
          {t("all")}
        </Link>
      </div>
      <ul className="mt-5 grid gap-4 pc:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
