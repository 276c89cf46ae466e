// Every field of a vehicle that staff set, described once: what it holds, how staff type it, where the staff form
// shows it, its CSV column and how the public page shows it. The staff form's schema and controls
// (lib/admin/vehicle-form.ts, components/admin/VehicleForm.tsx), the inventory CSV (lib/admin/inventory-csv.ts)
// and the vehicle page's rows and the comparison (components/vehicle/spec-rows.ts) are all made from this table.
// A field's words are found by its name: its label at admin.vehicleForm.fields.<name>, its CSV header at
// admin.inventoryCsv.columns.<name> (both languages are read back), its public label at vehicle.<page.label>.
import type { Messages } from "next-intl";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { headOffice, OFFICE_IDS } from "@/lib/company";
import { VEHICLE_STATUSES } from "@/lib/admin/vehicles";
import type { BodyEquipment } from "./body-equipment";

/** The master-data lists a vehicle chooses from, as `vehicleMasterData` (lib/admin/vehicle-editor) reads them. */
export const MASTER_LISTS = [
  "makers",
  "loadClasses",
  "bodyTypes",
  "driveTypes",
  "transmissions",
  "fuels",
  "craneMakers",
  "reeferMakers",
] as const;
export type MasterList = (typeof MASTER_LISTS)[number];
type MasterOption = { id: number; name: string };
/** The choices of each list; a body type's carry its slug, which says what equipment it has (body-equipment.ts). */
export type VehicleOptions = Record<Exclude<MasterList, "bodyTypes">, MasterOption[]> & {
  bodyTypes: (MasterOption & { slug: string })[];
};

/** The fixed lists a vehicle chooses from, and where each option's words are (a message path, `<words>.<option>`). */
export const CHOICE_LISTS = {
  statuses: { options: VEHICLE_STATUSES, words: "admin.vehicles.statuses" },
  offices: { options: OFFICE_IDS, words: "offices" },
  floors: { options: ["steel", "wood", "aluminium", "checkerPlate"], words: "admin.vehicleForm.choices.floors" },
  openings: { options: ["both", "one"], words: "admin.vehicleForm.choices.openings" },
  powerGateTypes: { options: ["vertical", "stowable", "arm"], words: "admin.vehicleForm.choices.powerGateTypes" },
  dumpTypes: { options: ["standard", "deep", "reinforced", "lowFloor"], words: "admin.vehicleForm.choices.dumpTypes" },
  packerTypes: { options: ["rotary", "press"], words: "admin.vehicleForm.choices.packerTypes" },
  tankCargoes: {
    options: ["petrol", "diesel", "kerosene", "heavyOil", "chemicals", "food", "water", "other"],
    words: "admin.vehicleForm.choices.tankCargoes",
  },
} as const;
export type ChoiceList = keyof typeof CHOICE_LISTS;

/** The staff form's sections, in order; each is a fieldset titled admin.vehicleForm.groups.<section>. */
export const VEHICLE_FORM_SECTIONS = [
  "listing",
  "price",
  "specifications",
  "dimensions",
  "bed",
  "body",
  "crane",
  "reefer",
  "van",
  "powerGate",
  "dump",
  "packer",
  "aerial",
  "tank",
  "tractor",
  "equipment",
  "description",
] as const;
export type VehicleFormSection = (typeof VEHICLE_FORM_SECTIONS)[number];

/**
 * The vehicle page's groups of rows (its specification tables, and the equipment it has or lacks). The body's
 * group states only what a vehicle has: a crane's rows stay off a reefer's page.
 */
export type PageGroup = "specs" | "dimensions" | "bed" | "body" | "equipment";

// A key of the vehicle namespace holding a plain string: what a row of the vehicle page is titled.
type VehicleWords = Messages["vehicle"];
export type PageLabel = { [K in keyof VehicleWords]: VehicleWords[K] extends string ? K : never }[keyof VehicleWords];

/**
 * Measures the page words in a larger unit than staff type and the column stores, by how many of the stored
 * unit make one: a crane's capacity typed in kg and shown in t, a height in mm shown in m, a volume in litres
 * shown in m³ or kL.
 */
export const STORED_PER_UNIT: Partial<Record<Unit, number>> = { liftT: 1000, m: 1000, m3: 1000, kL: 1000 };

/** A bound that moves with the calendar: this year plus `yearsFromNow`. */
type Bound = number | { yearsFromNow: number };

/**
 * How the public page words a number: a measure (`mm`, `kg`, `cc`…) by its words at vehicle.<unit>
 * ("{value}mm"); `doors`, `seats` as "{value}ドア"; `year` as 西暦; `km` as a mileage. Units without a public
 * wording (`months`, `month`) are never shown alone. A new measure is a name here and its words.
 */
export type Unit =
  | "mm"
  | "kg"
  | "cc"
  | "PS"
  /** A crane's rated capacity, worded as the trade writes it: 2.93t吊り. */
  | "liftT"
  | "m"
  | "m3"
  | "kL"
  | "celsius"
  | "stages"
  | "rows"
  | "compartments"
  | "km"
  | "year"
  | "month"
  | "months"
  | "doors"
  | "seats";

type Kind =
  /**
   * Text as typed; `lines` makes it a text area, `name` refuses the characters a name may not hold, `builder` is a
   * maker's name that English pages show in English (lib/vehicles/body-builders.ts).
   */
  | { type: "text"; max: number; required?: true; name?: true; lines?: number; builder?: true }
  /** A code as printed (型式, 車台番号), read half-width: `pattern` is what it may hold. */
  | { type: "code"; pattern: RegExp; max: number; length?: undefined }
  | { type: "code"; pattern: RegExp; length: number; max?: undefined }
  | { type: "url"; max: number }
  /** A whole number; empty means unknown. */
  | { type: "integer"; min: Bound; max: Bound; unit: Unit }
  /** A price in yen, typed as 万 or yen (lib/admin/yen-input). */
  | { type: "yen"; max: number }
  /** One row of a master-data list, by id. */
  | { type: "master"; list: MasterList; required?: true }
  /**
   * One option of a fixed list; `fallback` is taken when the field is left out (an older form, a blank cell);
   * an `optional` one may state none.
   */
  | { type: "choice"; list: ChoiceList; fallback?: string; optional?: true }
  /** Ticked or not; a `deposit` reads 預託済 or 未預託 where a term reads 可 or 不可. */
  | { type: "boolean"; deposit?: true }
  /** Yes, no or not known. */
  | { type: "yesNo" };

export type VehicleFieldSpec = Kind & {
  section: VehicleFormSection;
  /**
   * The body equipment it belongs to, where its section does not say (三方開 is a flat bed's, in the equipment
   * section): lib/vehicles/body-equipment.ts offers it only for the bodies that carry it.
   */
  fits?: BodyEquipment;
  /** A sales term: a purchase listing (a truck we want to buy) has none, and its form does not ask. */
  saleOnly?: true;
  /** English CSV headers an earlier export wrote, still read back. */
  formerHeaders?: readonly string[];
  /**
   * Where the vehicle page (and so the print sheet and the comparison) shows it: a row titled vehicle.<label> in
   * a specification group, or a mark in the equipment list (titled vehicle.options.<name>). `shows` names the
   * vehicle detail's value to show instead of the field's own (a master's name, the model in the visitor's
   * language); `inspection` is the 車検 row, worded from its year, month and terms.
   */
  page?:
    | { group: Exclude<PageGroup, "equipment">; label: PageLabel; shows?: DetailText | "inspection" }
    | { group: "equipment" };
  /**
   * Part of the body's one-line summary a catalogue card shows (「古河ユニック 4段 2.93t吊り ラジコン」), as the truck
   * portals headline a body: its `value` (4段), its `label` for a tick (ラジコン), or `both` where the value alone
   * does not say what it is (パワーゲート 垂直式).
   */
  highlight?: "value" | "label" | "both";
};

/** The vehicle detail's words for a field (lib/vehicles/detail): names in the visitor's language. */
export type DetailText =
  "makerName" | "loadClassName" | "bodyTypeName" | "driveTypeName" | "transmissionName" | "fuelName" | "modelLabel";

/**
 * The fields, in the order of the CSV file's columns; the staff form shows each section's fields in this order.
 * Prices fit their column (a 32-bit integer) with their sum.
 */
export const VEHICLE_FIELDS = {
  status: { type: "choice", list: "statuses", section: "listing" },
  nameJa: { type: "text", max: 100, required: true, name: true, section: "listing" },
  // May be left empty: English pages then show the Japanese name with its romanisation (lib/vehicles/name.ts).
  nameEn: { type: "text", max: 100, name: true, section: "listing" },
  makerId: {
    type: "master",
    list: "makers",
    required: true,
    section: "listing",
    page: { group: "specs", label: "maker", shows: "makerName" },
  },
  loadClassId: {
    type: "master",
    list: "loadClasses",
    required: true,
    section: "listing",
    page: { group: "specs", label: "loadClass", shows: "loadClassName" },
  },
  bodyTypeId: {
    type: "master",
    list: "bodyTypes",
    required: true,
    section: "listing",
    page: { group: "specs", label: "bodyType", shows: "bodyTypeName" },
  },
  /** The office whose yard the vehicle stands at. */
  yard: { type: "choice", list: "offices", fallback: headOffice.id, section: "listing" },
  modelName: {
    type: "text",
    max: 60,
    section: "specifications",
    page: { group: "specs", label: "modelName", shows: "modelLabel" },
  },
  modelNameEn: { type: "text", max: 60, section: "specifications" },
  /** 型式 as printed on the inspection certificate: upper-case letters, digits and hyphens. */
  modelCode: {
    type: "code",
    pattern: /^[A-Z0-9-]*$/,
    max: 30,
    section: "specifications",
    page: { group: "specs", label: "modelCode" },
  },
  modelYear: {
    type: "integer",
    min: 1950,
    max: { yearsFromNow: 1 },
    unit: "year",
    section: "specifications",
    page: { group: "specs", label: "year" },
  },
  mileageKm: {
    type: "integer",
    min: 0,
    max: 9_999_999,
    unit: "km",
    section: "specifications",
    page: { group: "specs", label: "mileage" },
  },
  priceBodyYen: {
    type: "yen",
    max: 999_999_999,
    section: "price",
    formerHeaders: ["Body price (yen, tax incl.)"],
  },
  priceFeesYen: {
    type: "yen",
    max: 99_999_999,
    section: "price",
    saleOnly: true,
    formerHeaders: ["Fees (yen, tax incl.)"],
  },
  warrantyMonths: { type: "integer", min: 1, max: 120, unit: "months", section: "price", saleOnly: true },
  warrantyKm: { type: "integer", min: 1, max: 999_999, unit: "km", section: "price", saleOnly: true },
  legalMaintenance: { type: "boolean", section: "price", saleOnly: true },
  inspectionIncluded: { type: "boolean", section: "price", saleOnly: true },
  leasePurchase: {
    type: "boolean",
    section: "listing",
    saleOnly: true,
    page: { group: "specs", label: "leasePurchase" },
  },
  isBargain: { type: "boolean", section: "listing", saleOnly: true },
  auctionAgency: { type: "boolean", section: "listing", saleOnly: true },
  inspectionYear: {
    type: "integer",
    min: { yearsFromNow: -1 },
    max: { yearsFromNow: 3 },
    unit: "year",
    section: "specifications",
    page: { group: "specs", label: "inspection", shows: "inspection" },
  },
  inspectionMonth: { type: "integer", min: 1, max: 12, unit: "month", section: "specifications" },
  displacementCc: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "cc",
    section: "specifications",
    page: { group: "specs", label: "displacement" },
  },
  powerPs: {
    type: "integer",
    min: 0,
    max: 999,
    unit: "PS",
    section: "specifications",
    page: { group: "specs", label: "power" },
  },
  driveTypeId: {
    type: "master",
    list: "driveTypes",
    section: "specifications",
    page: { group: "specs", label: "driveType", shows: "driveTypeName" },
  },
  transmissionId: {
    type: "master",
    list: "transmissions",
    section: "specifications",
    page: { group: "specs", label: "transmission", shows: "transmissionName" },
  },
  fuelId: {
    type: "master",
    list: "fuels",
    section: "specifications",
    page: { group: "specs", label: "fuel", shows: "fuelName" },
  },
  maxLoadKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kg",
    section: "specifications",
    page: { group: "specs", label: "maxLoad" },
  },
  vehicleWeightKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kg",
    section: "specifications",
    page: { group: "specs", label: "vehicleWeight" },
  },
  grossWeightKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kg",
    section: "specifications",
    page: { group: "specs", label: "grossWeight" },
  },
  repairHistory: { type: "yesNo", section: "specifications", page: { group: "specs", label: "repairHistory" } },
  /** エンジン型式 as stamped on the engine (4HK1, J05E), read half-width. */
  engineModel: {
    type: "code",
    pattern: /^[A-Z0-9-]*$/,
    max: 20,
    section: "specifications",
    page: { group: "specs", label: "engineModel" },
  },
  /** The last three characters of the chassis number. */
  chassisLast3: {
    type: "code",
    pattern: /^[A-Z0-9]*$/,
    length: 3,
    section: "specifications",
    page: { group: "specs", label: "chassisLast3" },
  },
  // Whether the recycling deposit (リサイクル預託金) was paid: a fact of the vehicle's papers, not of its equipment.
  recyclingFeePaid: {
    type: "boolean",
    deposit: true,
    section: "specifications",
    page: { group: "specs", label: "recyclingFee" },
  },
  lengthMm: {
    type: "integer",
    min: 0,
    max: 30_000,
    unit: "mm",
    section: "dimensions",
    page: { group: "dimensions", label: "length" },
  },
  widthMm: {
    type: "integer",
    min: 0,
    max: 5_000,
    unit: "mm",
    section: "dimensions",
    page: { group: "dimensions", label: "width" },
  },
  heightMm: {
    type: "integer",
    min: 0,
    max: 6_000,
    unit: "mm",
    section: "dimensions",
    page: { group: "dimensions", label: "height" },
  },
  doors: {
    type: "integer",
    min: 0,
    max: 9,
    unit: "doors",
    section: "dimensions",
    page: { group: "specs", label: "doors" },
  },
  seats: {
    type: "integer",
    min: 0,
    max: 99,
    unit: "seats",
    section: "dimensions",
    page: { group: "specs", label: "seats" },
  },
  bedLengthMm: {
    type: "integer",
    min: 0,
    max: 20_000,
    unit: "mm",
    section: "bed",
    page: { group: "bed", label: "bedLength" },
  },
  bedWidthMm: {
    type: "integer",
    min: 0,
    max: 5_000,
    unit: "mm",
    section: "bed",
    page: { group: "bed", label: "bedWidth" },
  },
  bedHeightMm: {
    type: "integer",
    min: 0,
    max: 5_000,
    unit: "mm",
    section: "bed",
    page: { group: "bed", label: "bedHeight" },
  },
  /** 架装メーカー: who built the body on the chassis. */
  bodyBuilder: {
    type: "text",
    max: 40,
    builder: true,
    section: "body",
    page: { group: "body", label: "bodyBuilder" },
  },
  bodyYear: {
    type: "integer",
    min: 1950,
    max: { yearsFromNow: 1 },
    unit: "year",
    section: "body",
    page: { group: "body", label: "bodyYear" },
  },
  hasPto: { type: "boolean", section: "body", page: { group: "body", label: "pto" } },
  floor: {
    type: "choice",
    list: "floors",
    optional: true,
    section: "body",
    page: { group: "body", label: "floor" },
  },
  craneMakerId: {
    type: "master",
    list: "craneMakers",
    section: "crane",
    page: { group: "body", label: "craneMaker" },
    highlight: "value",
  },
  craneStages: {
    type: "integer",
    min: 1,
    max: 10,
    unit: "stages",
    section: "crane",
    page: { group: "body", label: "craneStages" },
    highlight: "value",
  },
  /** 定格総荷重 (吊り上げ能力), typed in kg. */
  craneCapacityKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "liftT",
    section: "crane",
    page: { group: "body", label: "craneCapacity" },
    highlight: "value",
  },
  craneRadioRemote: {
    type: "boolean",
    section: "crane",
    page: { group: "body", label: "craneRadioRemote" },
    highlight: "label",
  },
  craneHookIn: {
    type: "boolean",
    section: "crane",
    page: { group: "body", label: "craneHookIn" },
    highlight: "label",
  },
  craneOutriggers: { type: "boolean", section: "crane", page: { group: "body", label: "craneOutriggers" } },
  reeferMakerId: {
    type: "master",
    list: "reeferMakers",
    section: "reefer",
    page: { group: "body", label: "reeferMaker" },
    highlight: "value",
  },
  /** The lowest temperature the unit holds the box at (−30 for a 低温 reefer). */
  reeferTempC: {
    type: "integer",
    min: -60,
    max: 30,
    unit: "celsius",
    section: "reefer",
    page: { group: "body", label: "reeferTemp" },
    highlight: "value",
  },
  reeferStandby: {
    type: "boolean",
    section: "reefer",
    page: { group: "body", label: "reeferStandby" },
    highlight: "label",
  },
  reeferPartition: { type: "boolean", section: "reefer", page: { group: "body", label: "reeferPartition" } },
  wingOpening: {
    type: "choice",
    list: "openings",
    optional: true,
    section: "van",
    page: { group: "body", label: "wingOpening" },
  },
  lashingRails: {
    type: "integer",
    min: 0,
    max: 9,
    unit: "rows",
    section: "van",
    page: { group: "body", label: "lashingRails" },
  },
  liftUpGate: { type: "boolean", section: "van", page: { group: "body", label: "liftUpGate" } },
  powerGateType: {
    type: "choice",
    list: "powerGateTypes",
    optional: true,
    section: "powerGate",
    page: { group: "body", label: "powerGateType" },
    highlight: "both",
  },
  powerGateCapacityKg: {
    type: "integer",
    min: 0,
    max: 9_999,
    unit: "kg",
    section: "powerGate",
    page: { group: "body", label: "powerGateCapacity" },
    highlight: "value",
  },
  powerGateMaker: {
    type: "text",
    max: 40,
    builder: true,
    section: "powerGate",
    page: { group: "body", label: "powerGateMaker" },
  },
  dumpType: {
    type: "choice",
    list: "dumpTypes",
    optional: true,
    section: "dump",
    page: { group: "body", label: "dumpType" },
    highlight: "value",
  },
  electricCover: {
    type: "boolean",
    section: "dump",
    page: { group: "body", label: "electricCover" },
    highlight: "label",
  },
  /** The dump body's volume, typed in litres. */
  dumpVolumeL: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "m3",
    section: "dump",
    page: { group: "body", label: "dumpVolume" },
  },
  packerType: {
    type: "choice",
    list: "packerTypes",
    optional: true,
    section: "packer",
    page: { group: "body", label: "packerType" },
    highlight: "both",
  },
  packerVolumeL: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "m3",
    section: "packer",
    page: { group: "body", label: "packerVolume" },
    highlight: "value",
  },
  /** 高所作業車: the highest the platform reaches above ground, typed in mm. */
  aerialHeightMm: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "m",
    section: "aerial",
    page: { group: "body", label: "aerialHeight" },
    highlight: "both",
  },
  bucketLoadKg: {
    type: "integer",
    min: 0,
    max: 9_999,
    unit: "kg",
    section: "aerial",
    page: { group: "body", label: "bucketLoad" },
  },
  aerialInsulated: {
    type: "boolean",
    section: "aerial",
    page: { group: "body", label: "aerialInsulated" },
    highlight: "label",
  },
  tankVolumeL: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kL",
    section: "tank",
    page: { group: "body", label: "tankVolume" },
    highlight: "value",
  },
  tankCompartments: {
    type: "integer",
    min: 1,
    max: 9,
    unit: "compartments",
    section: "tank",
    page: { group: "body", label: "tankCompartments" },
    highlight: "value",
  },
  tankCargo: {
    type: "choice",
    list: "tankCargoes",
    optional: true,
    section: "tank",
    page: { group: "body", label: "tankCargo" },
  },
  fifthWheelLoadKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kg",
    section: "tractor",
    page: { group: "body", label: "fifthWheelLoad" },
    highlight: "both",
  },
  /** A tractor's 牽引可能な総重量: which trailers it may pull is decided by it, not by the tractor's own GVW. */
  towableGrossKg: {
    type: "integer",
    min: 0,
    max: 99_999,
    unit: "kg",
    section: "tractor",
    page: { group: "body", label: "towableGross" },
  },
  airbags: { type: "yesNo", section: "equipment", page: { group: "specs", label: "airbags" } },
  hasAirConditioner: { type: "boolean", section: "equipment", page: { group: "equipment" } },
  hasRearDoubleWheels: { type: "boolean", section: "equipment", page: { group: "equipment" } },
  hasThreeSideOpening: { type: "boolean", section: "equipment", fits: "sideGates", page: { group: "equipment" } },
  hasPowerSteering: { type: "boolean", section: "equipment", page: { group: "equipment" } },
  hasPowerWindow: { type: "boolean", section: "equipment", page: { group: "equipment" } },
  descriptionJa: { type: "text", max: 5_000, lines: 6, section: "description" },
  descriptionEn: { type: "text", max: 5_000, lines: 6, section: "description" },
  videoUrl: { type: "url", max: 500, section: "description" },
} as const satisfies Record<string, VehicleFieldSpec>;

export type VehicleField = keyof typeof VEHICLE_FIELDS;
type Spec<F extends VehicleField> = (typeof VEHICLE_FIELDS)[F];

/** Every field, in the table's order. */
export const VEHICLE_FIELD_NAMES = Object.keys(VEHICLE_FIELDS) as VehicleField[];

/** A field's description, seen as any field's (for code that walks the table). */
export const vehicleField = (field: VehicleField): VehicleFieldSpec => VEHICLE_FIELDS[field];

/** The fields of a kind of field (`"boolean"`, `"master"`…), typed as such. */
export type FieldsOfType<T extends VehicleFieldSpec["type"]> = {
  [F in VehicleField]: Spec<F> extends { type: T } ? F : never;
}[VehicleField];

/** The fields that are sales terms: a listing we want to buy has none. */
export type SaleOnlyField = { [F in VehicleField]: Spec<F> extends { saleOnly: true } ? F : never }[VehicleField];
type SaleTerms = { [F in SaleOnlyField]: VehicleFieldValue<F> };

// A purchase listing's sales terms: none, whatever was sent.
const PURCHASE_TERMS = Object.fromEntries(
  VEHICLE_FIELD_NAMES.filter((field) => vehicleField(field).saleOnly).map((field) => [
    field,
    vehicleField(field).type === "boolean" ? false : null,
  ]),
) as SaleTerms;

/** The sales terms as a listing of this kind may carry them: none for a purchase listing, whatever was sent. */
export function saleTermsFor<T extends SaleTerms>(kind: ListingKind, values: T): T {
  return kind === "sale" ? values : { ...values, ...PURCHASE_TERMS };
}

/** The value a field holds once read: what the schema gives and the database stores. */
export type VehicleFieldValue<F extends VehicleField> =
  Spec<F> extends { type: "text" | "code" | "url" }
    ? string
    : Spec<F> extends { type: "boolean" }
      ? boolean
      : Spec<F> extends { type: "yesNo" }
        ? boolean | null
        : Spec<F> extends { type: "choice"; list: infer L extends ChoiceList; optional: true }
          ? (typeof CHOICE_LISTS)[L]["options"][number] | null
          : Spec<F> extends { type: "choice"; list: infer L extends ChoiceList }
            ? (typeof CHOICE_LISTS)[L]["options"][number]
            : number | null;

/** A bound as of this year. */
export const boundOf = (bound: Bound, thisYear: number) =>
  typeof bound === "number" ? bound : thisYear + bound.yearsFromNow;

/** A master entry's names, of which a page shows the reader's. */
export type MasterNames = { nameJa: string; nameEn: string };

/**
 * Where a vehicle row holds what a page words of a field: a master field's entry under its relation (the crane
 * maker's names at `craneMaker` for `craneMakerId`), any other field's value under its name.
 */
export type ReadKey<F extends VehicleField> = F extends `${infer Relation}Id`
  ? Spec<F> extends { type: "master" }
    ? Relation
    : F
  : F;
type ReadValue<F extends VehicleField> = Spec<F> extends { type: "master" } ? MasterNames | null : VehicleFieldValue<F>;
export const readKeyOf = <F extends VehicleField>(field: F) =>
  (vehicleField(field).type === "master" ? field.replace(/Id$/, "") : field) as ReadKey<F>;

/** What a query selects for a page to word these fields: a master field's names, any other field itself. */
export function readSelectOf<F extends VehicleField>(fields: readonly F[]) {
  return Object.fromEntries(
    fields.map((field) => [
      readKeyOf(field),
      vehicleField(field).type === "master" ? { select: { nameJa: true, nameEn: true } } : true,
    ]),
  ) as {
    [K in F as ReadKey<K>]: Spec<K> extends { type: "master" } ? { select: { nameJa: true; nameEn: true } } : true;
  };
}

/** These fields as a page reads them (./field-words): a master field's entry by its names. */
export type ReadValues<F extends VehicleField> = { [K in F as ReadKey<K>]: ReadValue<K> };

/** The fields of a body's one-line summary, in the table's order. */
export type HighlightField = {
  [F in VehicleField]: Spec<F> extends { highlight: string } ? F : never;
}[VehicleField];
export const HIGHLIGHT_FIELDS = VEHICLE_FIELD_NAMES.filter(
  (field) => vehicleField(field).highlight,
) as HighlightField[];
export type BodyHighlights = ReadValues<HighlightField>;

/** The staff form's sections with their fields, in order. */
export const VEHICLE_FORM_LAYOUT = VEHICLE_FORM_SECTIONS.map((section) => ({
  section,
  fields: VEHICLE_FIELD_NAMES.filter((field) => vehicleField(field).section === section),
}));

/**
 * The order of the vehicle page's rows, as buyers read a truck (maker and model first, the class after the 車検);
 * each row is a field with a `page` place, or `licence`, the licence its weights call for (lib/vehicles/licence).
 */
export const VEHICLE_PAGE_ROWS = {
  specs: [
    "makerId",
    "modelName",
    "modelCode",
    "modelYear",
    "mileageKm",
    "inspectionYear",
    "loadClassId",
    "bodyTypeId",
    "displacementCc",
    "powerPs",
    "driveTypeId",
    "engineModel",
    "transmissionId",
    "fuelId",
    "maxLoadKg",
    "vehicleWeightKg",
    "grossWeightKg",
    "licence",
    "repairHistory",
    "recyclingFeePaid",
    "chassisLast3",
    "doors",
    "seats",
    "airbags",
    "leasePurchase",
  ],
  dimensions: ["lengthMm", "widthMm", "heightMm"],
  bed: ["bedLengthMm", "bedWidthMm", "bedHeightMm"],
  body: [
    "bodyBuilder",
    "bodyYear",
    "hasPto",
    "floor",
    "craneMakerId",
    "craneStages",
    "craneCapacityKg",
    "craneRadioRemote",
    "craneHookIn",
    "craneOutriggers",
    "reeferMakerId",
    "reeferTempC",
    "reeferStandby",
    "reeferPartition",
    "wingOpening",
    "lashingRails",
    "liftUpGate",
    "powerGateType",
    "powerGateCapacityKg",
    "powerGateMaker",
    "dumpType",
    "electricCover",
    "dumpVolumeL",
    "packerType",
    "packerVolumeL",
    "aerialHeightMm",
    "bucketLoadKg",
    "aerialInsulated",
    "tankVolumeL",
    "tankCompartments",
    "tankCargo",
    "fifthWheelLoadKg",
    "towableGrossKg",
  ],
  equipment: ["hasAirConditioner", "hasRearDoubleWheels", "hasThreeSideOpening", "hasPowerSteering", "hasPowerWindow"],
} as const satisfies {
  [G in PageGroup]: readonly (
    | { [F in VehicleField]: Spec<F> extends { page: { group: G } } ? F : never }[VehicleField]
    | (G extends "specs" ? "licence" : never)
  )[];
};
