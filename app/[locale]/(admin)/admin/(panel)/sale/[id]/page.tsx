import { cache } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { getVehicleForEdit } from "@/lib/admin/vehicle-editor";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { VehicleEditor } from "@/components/admin/VehicleEditor";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { vehicleEditorActions } from "@/app/_routes/staff-actions";
import { idFromSegment } from "@/lib/http/url-values";

type Props = PageProps<"/[locale]/admin/sale/[id]">;

const loadVehicle = cache(async (locale: string, id: string) => {
  await requireStaff(locale as Locale);
  const entry = idFromSegment(id);
  const vehicle = entry === null ? null : await getVehicleForEdit("sale", entry);
  if (!vehicle) notFound();
  return vehicle;
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props) => {
  const { locale, id } = await params;
  await loadVehicle(locale, id);
  const t = await getTranslations({ locale, namespace: "admin.vehicleForm" });
  return { title: t("edit") };
});

export default withErrorPages(async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return <VehicleEditor actions={vehicleEditorActions} kind="sale" locale={locale as Locale} vehicle={await loadVehicle(locale, id)} />;
});
