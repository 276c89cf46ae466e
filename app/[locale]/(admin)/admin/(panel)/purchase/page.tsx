import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { listAdminVehicles, parseAdminVehicleFilter } from "@/lib/admin/vehicles";
import { AdminVehicleList } from "@/components/admin/AdminVehicleList";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { vehicleRowActions } from "@/app/_routes/staff-actions";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/purchase">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "admin.nav" });
  return { title: t("purchase") };
}

export default withErrorPages(async function Page({ params, searchParams }: PageProps<"/[locale]/admin/purchase">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const filter = parseAdminVehicleFilter(await searchParams);
  return <AdminVehicleList kind="purchase" filter={filter} result={await listAdminVehicles(db(), "purchase", filter)} locale={locale as Locale} actions={vehicleRowActions} />;
});
