import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { can } from "@/lib/auth/roles";
import { readListQuery } from "@/lib/admin/fields";
import { isMasterType, listMasterEntries } from "@/lib/admin/master-data";
import { removeMasterEntry } from "@/app/actions/admin-master-data";
import { AdminList } from "@/components/admin/list/AdminList";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { nameIn } from "@/lib/i18n/bilingual";

type Props = PageProps<"/[locale]/admin/data/[type]">;

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, type } = await params;
  const locale = localeOf(segment);
  if (!isMasterType(type)) notFound();
  const t = await getTranslations({ locale, namespace: "admin.data" });
  return { title: t(`types.${type}`) };
});

export default withErrorPages(async function MasterTypePage({ params, searchParams }: Props) {
  const { locale: segment, type } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  if (!isMasterType(type)) notFound();
  const { q, page } = readListQuery(await searchParams, 60);
  const result = await listMasterEntries(staff, type, q, page);
  const t = await getTranslations("admin.data");
  const name = (entry: { nameJa: string; nameEn: string }) => nameIn(locale, entry);
  return (
    <AdminList
      title={t(`types.${type}`)}
      back={{ href: routes.admin.data, label: t("title") }}
      create={{ href: routes.admin.dataEntry(type, "new"), label: t("new") }}
      search={{ label: t("search"), q, maxLength: 60 }}
      pathname={routes.admin.dataType(type)}
      page={page}
      result={result}
      empty={t("empty")}
      columns={(c) => [
        c.slug((entry) => entry.slug),
        c.name({
          href: (entry) => routes.admin.dataEntry(type, entry.id),
          name,
          details: (entry) => entry.aliases?.join("、"),
        }),
        ...(can(staff, "delete")
          ? [
              c.remove({
                action: removeMasterEntry,
                confirmTitle: t("confirmTitle"),
                name,
                input: (entry) => ({ type, id: entry.id }),
              }),
            ]
          : []),
      ]}
    />
  );
});
