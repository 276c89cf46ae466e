import { getLocale, getTranslations } from "next-intl/server";
import { formatMileage } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

/** The year, mileage and inspection as every vehicle view words them, with a dash for what is unknown. */
export async function getVehicleText() {
  const t = await getTranslations("vehicle");
  const locale = (await getLocale()) as Locale;
  return {
    year: (modelYear: number | null) => (modelYear ? t("yearValue", { year: modelYear }) : t("unknown")),
    mileage: (km: number | null) => (km === null ? t("unknown") : formatMileage(locale, km)),
    inspection: (v: { inspectionYear: number | null; inspectionMonth: number | null }) =>
      v.inspectionYear && v.inspectionMonth ? t("inspectionValue", { year: v.inspectionYear, month: v.inspectionMonth }) : t("noInspection"),
  };
}
