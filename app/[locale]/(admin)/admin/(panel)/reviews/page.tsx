import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { readListQuery } from "@/lib/admin/fields";
import { listAdminReviews } from "@/lib/admin/reviews";
import { removeReview } from "@/app/actions/admin-reviews";
import { AdminList } from "@/components/admin/list/AdminList";
import { DeleteButton } from "@/components/admin/list/DeleteButton";
import { ThumbnailCell } from "@/components/admin/list/ThumbnailCell";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/reviews">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.reviews" });
  return { title: t("title") };
}

export default withErrorPages(async function AdminReviewsPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/reviews">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const { q, page } = readListQuery(await searchParams);
  const result = await listAdminReviews(staff, q, page);
  const t = await getTranslations("admin.reviews");
  const tc = await getTranslations("admin.common");
  return (
    <AdminList
      title={t("title")}
      create={{ href: routes.admin.review("new"), label: t("new") }}
      search={{ label: t("search"), q }}
      pathname={routes.admin.reviews}
      page={page}
      pageCount={result.pageCount}
      total={result.total}
      empty={t("empty")}
    >
      {result.rows.map((review) => (
        <tr key={review.id} className="border-b border-slate-200 bg-white align-top">
          <ThumbnailCell photoKey={review.photoKey} />
          <td className="p-2">
            <Link
              href={routes.admin.review(review.id)}
              className="font-semibold text-brand-700 underline"
              lang={review.language}
            >
              {review.customerName}
            </Link>
            {review.vehicleBought && (
              <span className="ml-2 text-muted" lang={review.language}>
                {review.vehicleBought}
              </span>
            )}
            <p className="line-clamp-2 text-muted" lang={review.language}>
              {review.text}
            </p>
            <p className="text-xs text-muted">
              {tc(`languages.${review.language}`)} · {review.published ? tc("published") : tc("hidden")}
            </p>
          </td>
          <td className="p-2">
            {review.published && (
              <Link href={routes.review(review.id)} className="text-xs underline">
                {tc("view")}
              </Link>
            )}
          </td>
          <td className="p-2">
            <DeleteButton
              name={review.customerName}
              confirmTitle={t("confirmTitle")}
              remove={removeReview}
              input={{ id: review.id }}
            />
          </td>
        </tr>
      ))}
    </AdminList>
  );
});
