import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { readEntryId } from "@/lib/admin/fields";
import { saveReviewForm } from "@/app/actions/admin-reviews";
import { ReviewForm } from "@/components/admin/ReviewForm";

type Props = PageProps<"/[locale]/admin/reviews/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "admin.reviews" });
  return { title: id === "new" ? t("newTitle") : t("editTitle") };
}

export default async function AdminReviewPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const entry = readEntryId(id);
  if (!entry) notFound();
  const review = entry === "new" ? null : await db().review.findUnique({ where: { id: entry } });
  if (entry !== "new" && !review) notFound();
  const t = await getTranslations("admin.reviews");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = review
    ? { customerName: review.customerName, vehicleBought: review.vehicleBought, text: review.text, language: review.language, published: String(review.published), photoKey: review.photoKey ?? "" }
    : { language: locale };
  return (
    <>
      <p><Link href={routes.admin.reviews} className="underline">{tc("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{review ? t("editTitle") : t("newTitle")}</h1>
      <ReviewForm action={saveReviewForm} record={{ id: review?.id ?? null, version: review?.version ?? null }} initial={initial} />
    </>
  );
}
