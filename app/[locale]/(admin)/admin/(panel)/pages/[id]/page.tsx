import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { readEntryId } from "@/lib/admin/fields";
import { saveStaffPageForm } from "@/app/actions/admin-pages";
import { StaffPageForm } from "@/components/admin/StaffPageForm";

type Props = PageProps<"/[locale]/admin/pages/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "admin.pages" });
  return { title: id === "new" ? t("newTitle") : t("editTitle") };
}

export default async function AdminStaffPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const entry = readEntryId(id);
  if (!entry) notFound();
  const page = entry === "new" ? null : await db().page.findUnique({ where: { id: entry } });
  if (entry !== "new" && !page) notFound();
  const t = await getTranslations("admin.pages");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = page ? { slug: page.slug, titleJa: page.titleJa, titleEn: page.titleEn, bodyJa: page.bodyJa, bodyEn: page.bodyEn, published: String(page.published) } : {};
  return (
    <>
      <p><Link href={routes.admin.pages} className="underline">{tc("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{page ? t("editTitle") : t("newTitle")}</h1>
      <StaffPageForm action={saveStaffPageForm} record={{ id: page?.id ?? null, version: page?.version ?? null }} initial={initial} />
    </>
  );
}
