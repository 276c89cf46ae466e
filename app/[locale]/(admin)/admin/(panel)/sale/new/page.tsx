import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { VehicleEditor } from "@/components/admin/VehicleEditor";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { vehicleEditorActions } from "@/app/_routes/staff-actions";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/sale/new">) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "admin.vehicleForm" });
  return { title: t("new") };
}

export default withErrorPages(async function Page({ params }: PageProps<"/[locale]/admin/sale/new">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  return <VehicleEditor actions={vehicleEditorActions} kind="sale" locale={locale as Locale} vehicle={null} />;
});
