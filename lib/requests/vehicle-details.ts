// What a contact request says of its vehicle, field by field, described once: a seller's truck (買取のご相談, 無料査定)
// or the one a buyer wants found at auction (オークション代行). The request form's controls
// (components/forms/RequestVehicleDetails.tsx), the schema's checks (lib/requests/schema.ts), the staff page, the
// mails and the orders CSV all walk this table. A field's label is requestVehicle.fields.<name>; its value is
// worded by `describeRequestVehicle`. Nothing here needs the server: the browser checks with the same rules.
import type { MessageKeys, Messages, NestedKeyOf } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { formatMileage, formatModelYear, formatPrice, formatYearMonth } from "@/lib/format";
import { fieldMessage } from "@/lib/actions/result";
import { hasNoControlCharactersOnOneLine, hasNoLineBreaks } from "@/lib/text";
import { parseId } from "@/lib/http/url-values";
import { japanDate } from "@/lib/business/calendar";

/** Which part of the form a request type fills in, if any. */
export type DetailSection = "offered" | "wanted";
export const DETAIL_SECTIONS = ["offered", "wanted"] as const satisfies readonly DetailSection[];

/** The request types each section is asked on. */
export const SECTION_TYPES = {
  offered: ["purchase", "assessment"],
  wanted: ["auction"],
} as const satisfies Record<DetailSection, readonly string[]>;

export function detailSectionOf(type: string | null | undefined): DetailSection | null {
  return DETAIL_SECTIONS.find((section) => (SECTION_TYPES[section] as readonly string[]).includes(type ?? "")) ?? null;
}

/** The oldest model year a request may name; none is later than this year. */
export const OLDEST_MODEL_YEAR = 1950;
/** The furthest a mileage may be, in km: a long-haul tractor passes a million; three is a typing slip. */
export const MAX_MILEAGE_KM = 3_000_000;
/** The largest budget a buyer may state, in 万円 (10億円): anything above is a slip of the keyboard. */
export const MAX_BUDGET_MAN = 100_000;
/** How many months ahead the 車検 choice reaches: a new truck's first inspection is valid up to two years. */
export const INSPECTION_MONTHS_AHEAD = 24;
/** 車検 choices besides a month: run out, or the vehicle taken off the road (抹消登録). */
export const INSPECTION_ENDED = ["expired", "deregistered"] as const;
export const REPAIR_HISTORY = ["none", "some", "unknown"] as const;
/** The maker choice for one not on the list. */
export const OTHER_MAKER = "other";
export const MODEL_MAX = 60;

/** The master-data lists a request chooses from, and the stored column each one's id goes to. */
export const DETAIL_LISTS = { makers: "maker", loadClasses: "loadClass", bodyTypes: "bodyType" } as const;
export type DetailList = keyof typeof DETAIL_LISTS;
export type DetailOptions = Record<DetailList, { id: number; name: string }[]>;

type Spec = { section: DetailSection } & (
  | /** A row of a master list by id; `other` offers その他, `required` asks for a choice. */
    { kind: "master"; list: DetailList; required?: true; other?: true }
    /** Text the visitor types: never in the customer's mail (lib/requests/mails.ts says why). */
  | { kind: "text"; column: "model" }
  | { kind: "year"; column: "year" | "yearFrom" | "yearTo" }
  /** Typed as km or as 万km ("12万km"). */
  | { kind: "km"; column: "mileageKm" | "mileageMaxKm" }
  /** Typed in 万円 as dealers write a budget; stored in yen. */
  | { kind: "manYen"; column: "budgetYen" }
  | { kind: "inspection" }
  | { kind: "repairHistory" }
);

const FIELDS = {
  maker: { section: "offered", kind: "master", list: "makers", required: true, other: true },
  model: { section: "offered", kind: "text", column: "model" },
  bodyType: { section: "offered", kind: "master", list: "bodyTypes", required: true },
  year: { section: "offered", kind: "year", column: "year" },
  mileage: { section: "offered", kind: "km", column: "mileageKm" },
  inspection: { section: "offered", kind: "inspection" },
  repairHistory: { section: "offered", kind: "repairHistory" },
  wantedMaker: { section: "wanted", kind: "master", list: "makers" },
  loadClass: { section: "wanted", kind: "master", list: "loadClasses" },
  wantedBodyType: { section: "wanted", kind: "master", list: "bodyTypes" },
  budget: { section: "wanted", kind: "manYen", column: "budgetYen" },
  yearFrom: { section: "wanted", kind: "year", column: "yearFrom" },
  yearTo: { section: "wanted", kind: "year", column: "yearTo" },
  mileageMax: { section: "wanted", kind: "km", column: "mileageMaxKm" },
} as const satisfies Record<string, Spec>;

export type DetailFieldName = keyof typeof FIELDS;
export type DetailField = Spec & { name: DetailFieldName };

/** Every field, in the order the form asks and staff read them. */
export const REQUEST_VEHICLE_FIELDS: readonly DetailField[] = Object.entries(FIELDS).map(
  ([name, spec]) => ({ name, ...spec }) as DetailField,
);

export const fieldsOf = (section: DetailSection) => REQUEST_VEHICLE_FIELDS.filter((f) => f.section === section);

/** What a request stores of its vehicle (the columns of RequestVehicle without the copied names). */
export type RequestVehicle = {
  makerId: number | null;
  makerOther: boolean;
  model: string;
  loadClassId: number | null;
  bodyTypeId: number | null;
  year: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  mileageKm: number | null;
  mileageMaxKm: number | null;
  budgetYen: number | null;
  inspectionState: "valid" | (typeof INSPECTION_ENDED)[number] | null;
  inspectionYear: number | null;
  inspectionMonth: number | null;
  repairHistory: (typeof REPAIR_HISTORY)[number] | null;
};

export const NO_VEHICLE_DETAILS: RequestVehicle = {
  makerId: null,
  makerOther: false,
  model: "",
  loadClassId: null,
  bodyTypeId: null,
  year: null,
  yearFrom: null,
  yearTo: null,
  mileageKm: null,
  mileageMaxKm: null,
  budgetYen: null,
  inspectionState: null,
  inspectionYear: null,
  inspectionMonth: null,
  repairHistory: null,
};

/** The current year in Japan: no model year is later. */
export const thisYear = (now: Date) => Number(japanDate(now).slice(0, 4));

/** The model years offered, newest first. */
export function modelYears(now: Date): number[] {
  const years = [];
  for (let year = thisYear(now); year >= OLDEST_MODEL_YEAR; year--) years.push(year);
  return years;
}

/** The 車検 months offered ("YYYY-MM"), from this month on. */
export function inspectionMonths(now: Date): { year: number; month: number; value: string }[] {
  const [year, month] = japanDate(now).split("-").map(Number);
  return Array.from({ length: INSPECTION_MONTHS_AHEAD + 1 }, (_, i) => {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    return { year: y, month: m, value: `${y}-${String(m).padStart(2, "0")}` };
  });
}

const compact = (text: string) => text.normalize("NFKC").replace(/[\s,]/g, "");

/**
 * A mileage as sellers type it: 120000, 120,000km, 12万km, 12.5万キロ (full-width digits too). null when it
 * is no mileage at all.
 */
export function readKm(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(万)?(?:km|キロ)?$/i.exec(compact(text));
  if (!match) return null;
  const km = Number(match[1]) * (match[2] ? 10_000 : 1);
  return match[2] || Number.isInteger(km) ? Math.round(km) : null;
}

/** A budget in 万円 ("500", "350.5", "500万円"); negative amounts read as such so the visitor is told why. */
export function readManYen(text: string): number | null {
  const match = /^(-?\d+(?:\.\d{1,4})?)(?:万)?(?:円)?$/.exec(compact(text));
  return match ? Math.round(Number(match[1]) * 10_000) : null;
}

type Reading<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const refuse = (message: string): Reading<never> => ({ ok: false, message });

function readYear(raw: string, now: Date): Reading<number | null> {
  if (raw === "") return ok(null);
  if (!/^\d{1,4}$/.test(raw)) return refuse(fieldMessage("integer"));
  const year = Number(raw);
  if (year < OLDEST_MODEL_YEAR) return refuse(fieldMessage("yearTooOld", OLDEST_MODEL_YEAR));
  if (year > thisYear(now)) return refuse(fieldMessage("yearInFuture", thisYear(now)));
  return ok(year);
}

/**
 * Reads one section of the form as the visitor sent it (every value a string, missing ones ""), into what is
 * stored, or the messages of the fields to fix by name. Only the section of the request's type is read: on
 * /contact without scripts both are shown, and what was typed into the other one is not asked about.
 */
export function readRequestVehicle(
  section: DetailSection,
  raw: Partial<Record<DetailFieldName, unknown>>,
  now: Date,
): { ok: true; value: RequestVehicle } | { ok: false; errors: Partial<Record<DetailFieldName, string>> } {
  const value: RequestVehicle = { ...NO_VEHICLE_DETAILS };
  const errors: Partial<Record<DetailFieldName, string>> = {};
  for (const field of fieldsOf(section)) {
    const text = typeof raw[field.name] === "string" ? (raw[field.name] as string).trim() : "";
    const reading = readField(field, text, now);
    if (!reading.ok) errors[field.name] = reading.message;
    else Object.assign(value, reading.value);
  }
  if (!errors.yearFrom && !errors.yearTo && value.yearFrom && value.yearTo && value.yearFrom > value.yearTo)
    errors.yearTo = fieldMessage("yearRange");
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

function readField(field: DetailField, text: string, now: Date): Reading<Partial<RequestVehicle>> {
  switch (field.kind) {
    case "master": {
      const column = `${DETAIL_LISTS[field.list]}Id` as const;
      if (text === "") return field.required ? refuse(fieldMessage("chooseOne")) : ok({});
      if (field.other && text === OTHER_MAKER) return ok({ makerOther: true });
      const id = parseId(text);
      return id === null ? refuse(fieldMessage("chooseOne")) : ok({ [column]: id });
    }
    case "text":
      if (text.length > MODEL_MAX) return refuse(fieldMessage("maxLength", MODEL_MAX));
      if (!hasNoLineBreaks(text)) return refuse(fieldMessage("lineBreak"));
      if (!hasNoControlCharactersOnOneLine(text)) return refuse(fieldMessage("controlCharacter"));
      return ok({ [field.column]: text });
    case "year": {
      const year = readYear(text, now);
      return year.ok ? ok({ [field.column]: year.value }) : year;
    }
    case "km": {
      if (text === "") return ok({});
      const km = readKm(text);
      if (km === null) return refuse(fieldMessage("mileageFormat"));
      return km > MAX_MILEAGE_KM ? refuse(fieldMessage("mileageRange")) : ok({ [field.column]: km });
    }
    case "manYen": {
      if (text === "") return ok({});
      const yen = readManYen(text);
      if (yen === null) return refuse(fieldMessage("budgetFormat"));
      if (yen <= 0) return refuse(fieldMessage("budgetPositive"));
      return yen > MAX_BUDGET_MAN * 10_000
        ? refuse(fieldMessage("budgetTooHigh", MAX_BUDGET_MAN))
        : ok({ [field.column]: yen });
    }
    case "inspection": {
      if (text === "") return ok({});
      if ((INSPECTION_ENDED as readonly string[]).includes(text))
        return ok({ inspectionState: text as (typeof INSPECTION_ENDED)[number] });
      const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
      const year = match ? Number(match[1]) : 0;
      // A month a little before this one is a form left open across a month's end; years ahead are not 車検.
      if (!match || year < thisYear(now) - 1 || year > thisYear(now) + 3) return refuse(fieldMessage("chooseOne"));
      return ok({ inspectionState: "valid", inspectionYear: year, inspectionMonth: Number(match[2]) });
    }
    case "repairHistory":
      if (text === "") return ok({});
      return (REPAIR_HISTORY as readonly string[]).includes(text)
        ? ok({ repairHistory: text as (typeof REPAIR_HISTORY)[number] })
        : refuse(fieldMessage("chooseOne"));
  }
}

/** A request's vehicle as stored: the values with the master-data names copied as the request was sent. */
export type StoredRequestVehicle = RequestVehicle & { makerName: string; loadClassName: string; bodyTypeName: string };

type Words = Messages["requestVehicle"];
/** A translator for the requestVehicle messages (getTranslations, useTranslations or createTranslator). */
export type DetailTranslator = (
  key: MessageKeys<Words, NestedKeyOf<Words>>,
  values?: Record<string, string | number>,
) => string;

/**
 * Each field of a section as staff read it and the mails and the CSV write it: its label and its value in words (a
 * master's name as it was sent; a wanted vehicle's unstated choice is 指定なし). `typed` marks text the visitor wrote.
 */
export function describeRequestVehicle(
  section: DetailSection,
  stored: StoredRequestVehicle,
  t: DetailTranslator,
  locale: Locale,
): { name: DetailFieldName; label: string; value: string; typed: boolean }[] {
  return fieldsOf(section).map((field) => ({
    name: field.name,
    label: t(`fields.${field.name}`),
    value: wordValue(field, stored, t, locale) ?? (field.section === "wanted" ? t("any") : t("notStated")),
    typed: field.kind === "text",
  }));
}

/**
 * One field's value in words, or null where the customer stated none (the inbox's CSV leaves that cell empty,
 * as it does every empty cell, where a page says 未記入 or 指定なし).
 */
export function requestVehicleValue(
  section: DetailSection,
  stored: StoredRequestVehicle,
  name: DetailFieldName,
  t: DetailTranslator,
  locale: Locale,
): string | null {
  const field = fieldsOf(section).find((candidate) => candidate.name === name);
  return field ? wordValue(field, stored, t, locale) : null;
}

function wordValue(field: DetailField, v: StoredRequestVehicle, t: DetailTranslator, locale: Locale): string | null {
  switch (field.kind) {
    case "master": {
      const column = DETAIL_LISTS[field.list];
      if (field.other && v.makerOther) return t("otherMaker");
      return v[`${column}Name`] || null;
    }
    case "text":
      return v[field.column] || null;
    case "year": {
      const year = v[field.column];
      return year === null ? null : formatModelYear(locale, year);
    }
    case "km": {
      const km = v[field.column];
      return km === null ? null : formatMileage(locale, km);
    }
    case "manYen":
      return v.budgetYen === null ? null : formatPrice(locale, v.budgetYen);
    case "inspection":
      if (v.inspectionState === null) return null;
      if (v.inspectionState !== "valid") return t(`inspectionEnded.${v.inspectionState}`);
      return v.inspectionYear && v.inspectionMonth
        ? t("inspectionUntil", { month: formatYearMonth(locale, { year: v.inspectionYear, month: v.inspectionMonth }) })
        : null;
    case "repairHistory":
      return v.repairHistory && t(`repairHistory.${v.repairHistory}`);
  }
}

/**
 * The vehicle a seller or buyer described, in one line for lists (maker, model, model year: "日野 プロフィア
 * 2015年（平成27年）"); "" when they described none.
 */
export function describedVehicleName(
  details: { makerName: string; model: string; year: number | null } | null,
  locale: Locale,
): string {
  if (!details) return "";
  const year = details.year === null ? "" : formatModelYear(locale, details.year);
  return [details.makerName, details.model, year].filter(Boolean).join(" ");
}
