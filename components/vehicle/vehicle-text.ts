import { getLocale, getTranslations } from "next-intl/server";
import { vehicleWordsIn } from "@/lib/vehicles/field-words";
import { inspectionMessage, inspectionStatus, type InspectionFields } from "@/lib/vehicles/inspection";
import type { LicenceNeed } from "@/lib/vehicles/licence";

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
  };
}
