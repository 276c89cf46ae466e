import { getLocale, getTranslations } from "next-intl/server";
import { formatMileage } from "@/lib/format";
import { inspectionMessage, inspectionStatus, type InspectionFields } from "@/lib/vehicles/inspection";

/** The year, mileage and inspection as every vehicle view words them, with a dash for what is unknown. */
export async function getVehicleText() {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  // Pages render per request: an inspection is valid or expired as of this request, in Japan.
  const now = new Date();
  return {
    year: (modelYear: number | null) => (modelYear ? t("yearValue", { year: modelYear }) : t("unknown")),
    mileage: (km: number | null) => (km === null ? t("unknown") : formatMileage(locale, km)),
    inspection: (v: InspectionFields) => {
      const message = inspectionMessage(inspectionStatus(v, now), locale);
      return message.values ? t(message.key, message.values) : t(message.key);
    },
  };
}
