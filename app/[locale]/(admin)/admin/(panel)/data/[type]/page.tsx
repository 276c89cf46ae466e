import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { isMasterType, listMasterEntries } from "@/lib/admin/master-data";
import { MasterDeleteButton } from "@/components/admin/MasterDeleteButton";

type Props = PageProps<"/[locale]/admin/data/[type]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params;
  const t = await getTranslations({ locale, namespace: "admin.data" });
  return { title: isMasterType(type) ? t(`types.${type}`) : t("title") };
}

export default async function MasterTypePage({ params, searchParams }: Props) {
  const { locale, type } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  if (!isMasterType(type)) notFound();
  const query = await searchParams;
  const q = (Array.isArray(query.q) ? query.q[0] : query.q ?? "").slice(0, 60).trim();
  const page = Math.max(1, Number.parseInt(String(query.page ?? "1"), 10) || 1);
  const result = await listMasterEntries(db(), type, q, page);
  const t = await getTranslations("admin.data");
  const name = (entry: { nameJa: string; nameEn: string }) => (locale === "ja" ? entry.nameJa : entry.nameEn);
  return (
    <>
      <p><Link href={routes.admin.data} className="underline">{t("title")}</Link></p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{t(`types.${type}`)}</h1>
        <Link href={routes.admin.dataEntry(type, "new")} className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-bold text-white">{t("new")}</Link>
      </div>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-bold">
          {t("search")}
          <input type="search" name="q" defaultValue={q} maxLength={60} className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3" />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white">{t("apply")}</button>
      </form>
      <p className="mt-4 font-semibold">{t("count", { total: result.total })}</p>
      {result.entries.length === 0 ? (
        <p className="mt-2 text-muted">{t("empty")}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <tbody>
            {result.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 bg-white">
                <td className="p-2 font-mono text-xs">{entry.slug}</td>
                <td className="p-2">
                  <Link href={routes.admin.dataEntry(type, entry.id)} className="font-semibold text-brand-700 underline">{name(entry)}</Link>
                  {entry.aliases && entry.aliases.length > 0 && <p className="text-xs text-muted">{entry.aliases.join("、")}</p>}
                </td>
                <td className="p-2"><MasterDeleteButton type={type} id={entry.id} name={name(entry)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.pageCount > 1 && (
        <nav className="mt-4 flex gap-4">
          {page > 1 && <Link href={{ pathname: routes.admin.dataType(type), query: { ...(q && { q }), page: String(page - 1) } }} className="underline">{t("previous")}</Link>}
          {page < result.pageCount && <Link href={{ pathname: routes.admin.dataType(type), query: { ...(q && { q }), page: String(page + 1) } }} className="underline">{t("next")}</Link>}
        </nav>
      )}
    </>
  );
}
