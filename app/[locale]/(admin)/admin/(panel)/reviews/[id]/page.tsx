import { cache } from "react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { editedEntry } from "@/lib/admin/edited-entry";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { saveReviewForm } from "@/app/actions/admin-reviews";
import { ReviewForm } from "@/components/admin/ReviewForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { localeOf } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/admin/reviews/[id]">;

const loadReview = cache((locale: string, id: string) =>
  editedEntry(locale, id, (entry) => db().review.findUnique({ where: { id: entry } })),
);

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const t = await getTranslations({ locale, namespace: "admin.reviews" });
  return { title: (await loadReview(locale, id)) ? t("editTitle") : t("newTitle") };
});

export default withErrorPages(async function AdminReviewPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const review = await loadReview(locale, id);
  const t = await getTranslations("admin.reviews");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = review
    ? {
        customerName: review.customerName,
        vehicleBought: review.vehicleBought,
        text: review.text,
        language: review.language,
        published: String(review.published),
        photoKey: review.photoKey ?? "",
      }
    : { language: locale };
  return (
    <>
      <p>
        <Link href={routes.admin.reviews} className="underline">
          {tc("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{review ? t("editTitle") : t("newTitle")}</h1>
      <ReviewForm
        action={saveReviewForm}
        record={{ id: review?.id ?? null, version: review?.version ?? null }}
        initial={initial}
      />
    </>
  );
});
