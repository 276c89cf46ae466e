import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { readEntryId } from "@/lib/admin/fields";
import { getMasterEntry, isMasterType, MASTER_TYPES } from "@/lib/admin/master-data";
import { saveMasterEntryForm } from "@/app/actions/admin-master-data";
import { MasterEntryForm } from "@/components/admin/MasterEntryForm";

type Props = PageProps<"/[locale]/admin/data/[type]/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.data" });
  return { title: t("edit") };
}

export default async function MasterEntryPage({ params }: Props) {
  const { locale, type, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  if (!isMasterType(type)) notFound();
  const entryId = readEntryId(id);
  if (!entryId) notFound();
  const entry = entryId === "new" ? null : await getMasterEntry(db(), type, entryId);
  if (entryId !== "new" && !entry) notFound();
  const t = await getTranslations("admin.data");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = entry ? { slug: entry.slug, nameJa: entry.nameJa, nameEn: entry.nameEn, nameKana: entry.nameKana ?? "", aliases: (entry.aliases ?? []).join("、"), position: String(entry.position) } : { position: "0" };
  return (
    <>
      <p><Link href={routes.admin.dataType(type)} className="underline">{tc("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{t(`types.${type}`)}: {entry ? (locale === "ja" ? entry.nameJa : entry.nameEn) : t("new")}</h1>
      <MasterEntryForm action={saveMasterEntryForm} type={type} record={{ id: entry?.id ?? null, version: entry?.version ?? null }} searchable={MASTER_TYPES[type].searchable} initial={initial} />
    </>
  );
}
