// A vehicle's fields in words, in either language, from the message files themselves rather than a request's: the
// vehicle page's body rows, a catalogue card's one-line summary of the body and the free-word search's text all come
// from here, so a search finds every word a card or a specification table shows (「前田製作所 4段 2.63t ラジコン」).
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import { formatList, formatMileage, formatNumber, formatPrice } from "@/lib/format";
import type { StatedRow } from "./compare";
import { nameIn } from "@/lib/i18n/bilingual";
import { builderName } from "./body-builders";
import {
  CHOICE_LISTS,
  HIGHLIGHT_FIELDS,
  readKeyOf,
  STORED_PER_UNIT,
  VEHICLE_PAGE_ROWS,
  vehicleField,
  type MasterNames,
  type ReadKey,
  type Unit,
  type VehicleField,
} from "./fields";

const MESSAGES = { ja: jp, en } as const;

/** The fields of the vehicle page's body group and of its equipment list, in their order. */
type BodyField = (typeof VEHICLE_PAGE_ROWS.body)[number];
type EquipmentField = (typeof VEHICLE_PAGE_ROWS.equipment)[number];
/**
 * A vehicle's body and equipment as stored (a choice as its option's name, a maker of master data by its entry's
 * names), any of them left out.
 */
export type BodyEquipment = Partial<
  Record<ReadKey<BodyField | EquipmentField>, string | number | boolean | MasterNames | null>
>;

// The body's rows state only what the truck has: no crane rows on a reefer, no "no" for a PTO it lacks.
const isStated = (value: unknown) => value !== null && value !== undefined && value !== "" && value !== false;

// One set of words per language, made once: they depend on nothing but the message files.
const made = new Map<Locale, ReturnType<typeof makeVehicleWords>>();

/** The words of the vehicle page's specifications in `locale`, without a request (a search text is built at save). */
export function vehicleWordsIn(locale: Locale) {
  let words = made.get(locale);
  if (!words) made.set(locale, (words = makeVehicleWords(locale)));
  return words;
}

function makeVehicleWords(locale: Locale) {
  const messages = MESSAGES[locale];
  const t = createTranslator({ locale, messages, namespace: "vehicle" });
  const words = createTranslator({ locale, messages });
  const unknown = t("unknown");

  const year = (modelYear: number | null) => (modelYear ? t("yearValue", { year: modelYear }) : unknown);
  const mileage = (km: number | null) => (km === null ? unknown : formatMileage(locale, km));
  const number = (value: number | null, unit: Unit) => {
    if (value === null) return unknown;
    switch (unit) {
      case "doors":
      case "seats":
        return t(`${unit}Value`, { value });
      case "year":
        return year(value);
      case "km":
        return mileage(value);
      case "month":
      case "months":
        return formatNumber(locale, value);
      default:
        return t(unit, { value: formatNumber(locale, value / (STORED_PER_UNIT[unit] ?? 1)) });
    }
  };

  /** A field's value in the reader's words, by its field's type and unit: what rows and highlights show. */
  const field = (name: VehicleField, value: unknown): string => {
    const spec = vehicleField(name);
    switch (spec.type) {
      case "integer":
        return number(value as number | null, spec.unit);
      case "yen":
        return value === null ? unknown : formatPrice(locale, value as number);
      case "boolean":
        // A sales term is offered or not (リース購入 可); a body's equipment is fitted (ラジコン あり); a deposit is
        // paid or not (リサイクル預託金 預託済).
        if (spec.page?.group === "body") return t("yes");
        if (spec.deposit) return t("deposit", { paid: String(value) });
        return value ? t("available") : t("unavailable");
      case "yesNo":
        return value === null ? unknown : value ? t("yes") : t("no");
      case "master":
        return value ? nameIn(locale, value as MasterNames) : unknown;
      case "choice":
        return value === null
          ? unknown
          : words(`${CHOICE_LISTS[spec.list].words}.${value}` as Parameters<typeof words>[0]);
      case "text":
        if (spec.builder && typeof value === "string" && value) return builderName(value, locale);
        return String(value ?? "") || unknown;
      default:
        return String(value ?? "") || unknown;
    }
  };

  const labelOf = (name: VehicleField) => {
    const { page } = vehicleField(name);
    return page && "label" in page ? t(page.label) : "";
  };

  /** The body's rows the vehicle page shows: only what the truck states (a crane's rows stay off a reefer's page). */
  const bodyRows = (vehicle: BodyEquipment): StatedRow[] =>
    VEHICLE_PAGE_ROWS.body.flatMap((name) => {
      const { page } = vehicleField(name);
      const value = vehicle[readKeyOf(name)];
      if (!page || !("label" in page) || !isStated(value)) return [];
      return [{ key: page.label, label: t(page.label), value: field(name, value) }];
    });

  /**
   * A body's one-line summary as the truck portals headline it (「古河ユニック 4段 2.93t吊り ラジコン」, "Furukawa UNIC,
   * 4-stage, 2.93 t lift, Radio remote"): what the field table marks as a highlight and the truck states, or null.
   */
  const bodyHighlights = (vehicle: BodyEquipment = {}): string | null => {
    const parts = HIGHLIGHT_FIELDS.flatMap((name) => {
      const value = vehicle[readKeyOf(name)];
      if (!isStated(value)) return [];
      const { highlight } = vehicleField(name);
      if (highlight === "label") return [labelOf(name)];
      const worded = field(name, value);
      return [highlight === "both" ? t("highlightLabelled", { label: labelOf(name), value: worded }) : worded];
    });
    return parts.length > 0 ? formatList(locale, parts, "unit") : null;
  };

  /** The equipment the truck has, as the vehicle page's equipment list names it (エアコン, 三方開). */
  const equipmentHad = (vehicle: BodyEquipment): string[] =>
    VEHICLE_PAGE_ROWS.equipment.filter((name) => vehicle[name] === true).map((name) => t(`options.${name}`));

  /**
   * Every word the vehicle page and its card show of the body and its equipment, for the free-word search: each
   * stated row's title and value, the card's summary, the equipment fitted.
   */
  const equipmentWords = (vehicle: BodyEquipment): string[] => [
    ...bodyRows(vehicle).flatMap((row) => [row.label, row.value]),
    bodyHighlights(vehicle) ?? "",
    ...equipmentHad(vehicle),
  ];

  return { unknown, year, mileage, field, bodyRows, bodyHighlights, equipmentWords };
}
