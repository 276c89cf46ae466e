import { getLocale, getTranslations } from "next-intl/server";
import { vehicleWordsIn } from "@/lib/vehicles/field-words";
import { formatList, formatNumber } from "@/lib/format";
import { inspectionMessage, inspectionStatus, type InspectionFields } from "@/lib/vehicles/inspection";
import { licenceReason, type LicenceNeed, type LicensedVehicle } from "@/lib/vehicles/licence";

/**
 * The year, mileage, inspection and licence as every vehicle view words them, with a dash for what is unknown.
 */
export async function getVehicleText() {
  const t = await getTranslations("vehicle");
  const tl = await getTranslations("licence");
  const locale = await getLocale();
  const words = vehicleWordsIn(locale);
  // Pages render per request: an inspection is valid or expired as of this request, in Japan.
  const now = new Date();
  return {
    year: words.year,
    mileage: words.mileage,
    inspection: (v: InspectionFields) => {
      const message = inspectionMessage(inspectionStatus(v, now), locale);
      return message.values ? t(message.key, message.values) : t(message.key);
    },
    /** 「大型免許」, or 「大型免許 + 牽引免許」 for a tractor. */
    licence: ({ licence, towing }: LicenceNeed) => {
      const name = tl(`names.${licence}`);
      return towing ? tl("withTowing", { name }) : name;
    },
    /**
     * Why the truck needs its licence, from its own weights (車両総重量が8t以上（この車両は8,950kg）のため、中型免許以上
     * が必要です), and 牽引免許 for a tractor; nothing when its gross weight is not stated.
     */
    licenceNote: (vehicle: LicensedVehicle): string | undefined => {
      const need = licenceReason(vehicle);
      if (need === null) return undefined;
      const reason = formatList(
        locale,
        need.reached.map(({ weight, limitKg, kg }) =>
          tl(`reached.${weight}`, {
            limit: t("t", { value: formatNumber(locale, limitKg / 1_000) }),
            value: t("kg", { value: formatNumber(locale, kg) }),
          }),
        ),
        "conjunction",
      );
      const explained = tl(`explain.${need.licence}`, { reason });
      return need.towing ? `${explained}${locale === "ja" ? "" : " "}${tl("explainTowing")}` : explained;
    },
  };
}
