import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { getVehicleForEdit } from "@/lib/admin/vehicle-editor";
import { VehicleEditor } from "@/components/admin/VehicleEditor";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/purchase/[id]">) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "admin.vehicleForm" });
  return { title: t("edit") };
}

export default async function Page({ params }: PageProps<"/[locale]/admin/purchase/[id]">) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const vehicle = /^\d{1,9}$/.test(id) ? await getVehicleForEdit("purchase", Number(id)) : null;
  if (!vehicle) notFound();
  return <VehicleEditor kind="purchase" locale={locale as Locale} vehicle={vehicle} />;
}
