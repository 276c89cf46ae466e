import { cache } from "react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { editedEntry } from "@/lib/admin/edited-entry";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { saveStaffPageForm } from "@/app/actions/admin-pages";
import { StaffPageForm } from "@/components/admin/StaffPageForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { previewMarkdown } from "@/app/_routes/staff-actions";
import { localeOf } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/admin/pages/[id]">;

const loadPage = cache((locale: string, id: string) =>
  editedEntry(locale, id, (entry) => db().page.findUnique({ where: { id: entry } })),
);

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const t = await getTranslations({ locale, namespace: "admin.pages" });
  return { title: (await loadPage(locale, id)) ? t("editTitle") : t("newTitle") };
});

export default withErrorPages(async function AdminStaffPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const page = await loadPage(locale, id);
  const t = await getTranslations("admin.pages");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = page
    ? {
        slug: page.slug,
        titleJa: page.titleJa,
        titleEn: page.titleEn,
        bodyJa: page.bodyJa,
        bodyEn: page.bodyEn,
        published: String(page.published),
      }
    : {};
  return (
    <>
      <p>
        <Link href={routes.admin.pages} className="underline">
          {tc("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{page ? t("editTitle") : t("newTitle")}</h1>
      <StaffPageForm
        action={saveStaffPageForm}
        preview={previewMarkdown}
        record={{ id: page?.id ?? null, version: page?.version ?? null }}
        initial={initial}
      />
    </>
  );
});
