import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { editedEntry } from "@/lib/admin/edited-entry";
import {
  getMasterEntry,
  isMasterType,
  MASTER_TYPES,
  masterEntityId,
  masterEntryFormValues,
} from "@/lib/admin/master-data";
import { historyOf } from "@/lib/admin/history";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { saveMasterEntryForm } from "@/app/actions/admin-master-data";
import { MasterEntryForm } from "@/components/admin/MasterEntryForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { ChangeHistory } from "@/components/admin/history/ChangeHistory";
import { nameIn } from "@/lib/i18n/bilingual";
import { localeOf, type Locale } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/admin/data/[type]/[id]">;

const loadEntry = cache(async (locale: Locale, type: string, id: string) => {
  if (!isMasterType(type)) notFound();
  const { staff, entry } = await editedEntry(locale, id, (staff, entryId) => getMasterEntry(staff, type, entryId));
  return { staff, type, entry };
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: localeSegment, type, id } = await params;
  const locale = localeOf(localeSegment);
  const { type: masterType, entry } = await loadEntry(locale, type, id);
  const t = await getTranslations({ locale, namespace: "admin.data" });
  return { title: `${t(`types.${masterType}`)}: ${entry ? nameIn(locale, entry) : t("new")}` };
});

export default withErrorPages(async function MasterEntryPage({ params }: Props) {
  const { locale: localeSegment, type: segment, id } = await params;
  const locale = localeOf(localeSegment);
  setRequestLocale(locale);
  const { staff, type, entry } = await loadEntry(locale, segment, id);
  const t = await getTranslations("admin.data");
  const tc = await getTranslations("admin.common");
  return (
    <>
      <p>
        <Link href={routes.admin.dataType(type)} className="underline">
          {tc("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">
        {t(`types.${type}`)}: {entry ? nameIn(locale, entry) : t("new")}
      </h1>
      <MasterEntryForm
        action={saveMasterEntryForm}
        type={type}
        record={{ id: entry?.id ?? null, version: entry?.version ?? null }}
        searchable={MASTER_TYPES[type].searchable}
        initial={masterEntryFormValues(entry)}
      />
      {entry && (
        <ChangeHistory rows={await historyOf(staff, "master", masterEntityId(type, entry.id))} locale={locale} />
      )}
    </>
  );
});
