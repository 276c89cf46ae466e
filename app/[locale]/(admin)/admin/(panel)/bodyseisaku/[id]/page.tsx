import { cache } from "react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { editedEntry } from "@/lib/admin/edited-entry";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { saveBodyWorkForm } from "@/app/actions/admin-body-work";
import { BodyWorkForm } from "@/components/admin/BodyWorkForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { nameIn } from "@/lib/i18n/bilingual";
import { localeOf } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/admin/bodyseisaku/[id]">;

const loadItem = cache((locale: string, id: string) =>
  editedEntry(locale, id, (entry) => db().bodyWorkItem.findUnique({ where: { id: entry } })),
);

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const t = await getTranslations({ locale, namespace: "admin.bodyWork" });
  return { title: (await loadItem(locale, id)) ? t("editTitle") : t("newTitle") };
});

export default withErrorPages(async function AdminBodyWorkItemPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const item = await loadItem(locale, id);
  const bodyTypes = await db().bodyType.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, nameJa: true, nameEn: true },
  });
  const t = await getTranslations("admin.bodyWork");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = item
    ? {
        slug: item.slug,
        titleJa: item.titleJa,
        titleEn: item.titleEn,
        textJa: item.textJa,
        textEn: item.textEn,
        bodyTypeId: item.bodyTypeId ? String(item.bodyTypeId) : "",
        position: String(item.position),
        published: String(item.published),
        photoKey: item.photoKey ?? "",
      }
    : {};
  return (
    <>
      <p>
        <Link href={routes.admin.bodyWork} className="underline">
          {tc("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{item ? t("editTitle") : t("newTitle")}</h1>
      <BodyWorkForm
        action={saveBodyWorkForm}
        record={{ id: item?.id ?? null, version: item?.version ?? null }}
        initial={initial}
        bodyTypes={bodyTypes.map((type) => ({ id: type.id, name: nameIn(locale, type) }))}
      />
    </>
  );
});
