// A vehicle's name as a reader sees it, wherever it is shown (cards, its page and its head, the comparison, mails,
// staff lists). Its English name may be left empty: English readers then see the Japanese name followed by the
// maker's and the model's names in Latin letters, when they are known (いすゞ フォワード 4t (Isuzu Forward)).
import type { Locale } from "@/lib/i18n/locales";

export interface NamedVehicle {
  nameJa: string;
  nameEn: string;
  /** 車名 in Latin letters (Forward); empty when nobody wrote it. */
  modelNameEn: string;
  maker: { nameEn: string } | null;
}

export function vehicleName(locale: Locale, vehicle: NamedVehicle): string {
  if (locale === "ja") return vehicle.nameJa;
  if (vehicle.nameEn.trim()) return vehicle.nameEn;
  const romanised = [vehicle.maker?.nameEn, vehicle.modelNameEn].map((part) => part?.trim()).filter(Boolean);
  return romanised.length > 0 ? `${vehicle.nameJa} (${romanised.join(" ")})` : vehicle.nameJa;
}
