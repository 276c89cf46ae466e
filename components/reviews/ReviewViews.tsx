import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { getReview, ReviewItem } from "@/lib/content/reviews";
import { Card } from "@/components/ui/Card";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { PrevNextNav } from "@/components/ui/PrevNextNav";
import { CardPhoto } from "@/components/ui/StoredImage";
import { TextLink } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";
import { cn } from "@/components/ui/cn";

export async function ReviewCard({ review }: { review: ReviewItem }) {
  const t = await getTranslations("reviews");
  return (
    <Card as="article" className="flex h-full flex-col" lang={review.language}>
      <CardPhoto image={review.photo} alt="" priority={false} />
      <h2 className="mt-3 font-bold">
        <Link href={routes.review(review.id)} className="hover:underline">
          {review.customerName}
        </Link>
      </h2>
      {review.vehicleBought && <p className="text-sm text-muted">{review.vehicleBought}</p>}
      {review.otherLanguage && (
        <p className="text-xs text-muted">{review.language === "ja" ? t("otherLanguageJa") : t("otherLanguageEn")}</p>
      )}
      <p className="mt-2 line-clamp-4 flex-1 leading-relaxed">{review.text}</p>
      <TextLink href={routes.review(review.id)} standalone className="mt-3">
        {t("readMore")}
        <span className="sr-only">: {review.customerName}</span>
      </TextLink>
    </Card>
  );
}

/** Reviews as cards, three to a row on a computer. */
export function ReviewCards({ reviews, className }: { reviews: ReviewItem[]; className: string }) {
  return (
    <ul className={cn("grid gap-4 pc:grid-cols-3", className)}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

export async function ReviewList({
  reviews,
  page,
  pageCount,
}: {
  reviews: ReviewItem[];
  page: number;
  pageCount: number;
}) {
  const t = await getTranslations("reviews");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      {reviews.length === 0 ? (
        <EmptyNote className="mt-6">{t("empty")}</EmptyNote>
      ) : (
        <ReviewCards reviews={reviews} className="mt-6" />
      )}
      <PrevNextNav
        pathname={routes.reviews}
        page={page}
        pageCount={pageCount}
        labels={{ nav: t("pagination"), previous: t("previous"), next: t("next") }}
      />
    </div>
  );
}

export async function ReviewView({ review }: { review: NonNullable<Awaited<ReturnType<typeof getReview>>> }) {
  const t = await getTranslations("reviews");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black pc:text-3xl" lang={review.language}>
        {review.customerName}
      </h1>
      {review.vehicleBought && (
        <p className="mt-1 text-muted" lang={review.language}>
          {t("bought")}: {review.vehicleBought}
        </p>
      )}
      <div className="mt-5">
        <CardPhoto image={review.photo} alt="" priority />
      </div>
      <p className="mt-5 whitespace-pre-line leading-relaxed" lang={review.language}>
        {review.text}
      </p>
      <p className="mt-10">
        <TextLink href={routes.reviews} standalone>
          {t("back")}
        </TextLink>
      </p>
    </article>
  );
}
