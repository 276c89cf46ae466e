import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { readEntryId } from "@/lib/admin/fields";
import { saveBodyWorkForm } from "@/app/actions/admin-body-work";
import { BodyWorkForm } from "@/components/admin/BodyWorkForm";

type Props = PageProps<"/[locale]/admin/bodyseisaku/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "admin.bodyWork" });
  return { title: id === "new" ? t("newTitle") : t("editTitle") };
}

export default async function AdminBodyWorkItemPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const entry = readEntryId(id);
  if (!entry) notFound();
  const [item, bodyTypes] = await Promise.all([
    entry === "new" ? null : db().bodyWorkItem.findUnique({ where: { id: entry } }),
    db().bodyType.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, nameJa: true, nameEn: true } }),
  ]);
  if (entry !== "new" && !item) notFound();
  const t = await getTranslations("admin.bodyWork");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = item
    ? { slug: item.slug, titleJa: item.titleJa, titleEn: item.titleEn, textJa: item.textJa, textEn: item.textEn, bodyTypeId: item.bodyTypeId ? String(item.bodyTypeId) : "", position: String(item.position), published: String(item.published), photoKey: item.photoKey ?? "" }
    : {};
  return (
    <>
      <p><Link href={routes.admin.bodyWork} className="underline">{tc("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{item ? t("editTitle") : t("newTitle")}</h1>
      <BodyWorkForm
        action={saveBodyWorkForm}
        record={{ id: item?.id ?? null, version: item?.version ?? null }}
        initial={initial}
        bodyTypes={bodyTypes.map((type) => ({ id: type.id, name: locale === "ja" ? type.nameJa : type.nameEn }))}
      />
    </>
  );
}
