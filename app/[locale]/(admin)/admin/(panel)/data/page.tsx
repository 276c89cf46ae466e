import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { MASTER_TYPES, type MasterType } from "@/lib/admin/master-data";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/data">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.data" });
  return { title: t("title") };
}

export default withErrorPages(async function MasterDataPage({ params }: PageProps<"/[locale]/admin/data">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale);
  const t = await getTranslations("admin.data");
  return (
    <>
      <h1 className="text-2xl font-black">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("lead")}</p>
      <ul className="mt-6 grid gap-3 pc:grid-cols-3">
        {(Object.keys(MASTER_TYPES) as MasterType[]).map((type) => (
          <li key={type}>
            <Link
              href={routes.admin.dataType(type)}
              className="block rounded-lg border border-slate-200 bg-white p-4 font-bold hover:border-brand-600"
            >
              {t(`types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
});
