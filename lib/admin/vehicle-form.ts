// The vehicle form's rules, shared by the browser form and the server action. Every field of the data
// model, as staff type them: numbers may carry commas or full-width digits, an empty optional number
// means "unknown", and the messages are the spec's generic set (codes the form translates under `validation`,
// components/forms/useFormAction.tsx).
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { hasNoCharactersExcludedFromNames, hasNoControlCharacters } from "@/lib/text";
import { LISTING_KINDS } from "@/lib/vehicles/listing-kind";
import { VEHICLE_STATUSES } from "./vehicles";
import { headOffice, OFFICE_IDS } from "@/lib/company";
import { readYen } from "./yen-input";

// A field missing from the post reads as empty, like a field left blank. Text is kept as typed (①, ～, －30℃ stay):
// only codes, which are matched against printed ones, are read in their half-width form.
const toText = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value.trim() : value);
const toCode = (value: unknown) => {
  const text = toText(value);
  return typeof text === "string" ? text.normalize("NFKC") : text;
};

const text = (max: number, required = false) =>
  z.preprocess(
    toText,
    z
      .string({ error: fieldMessage("invalidFormat") })
      .max(max, { error: fieldMessage("maxLength", max) })
      .refine((v) => !required || v.length > 0, { error: fieldMessage("required") })
      .refine(hasNoControlCharacters, { error: fieldMessage("excludedCharacter") }),
  );
const name = (max: number) =>
  text(max, true).refine(hasNoCharactersExcludedFromNames, { error: fieldMessage("excludedCharacter") });

/** A whole number in a range; empty means unknown (null) unless required. */
const int = (min: number, max: number, required = false) =>
  z.preprocess(
    (value) => {
      const t = typeof value === "string" ? value.normalize("NFKC").replace(/[,\s]/g, "") : value;
      return t === "" || t === undefined ? null : t;
    },
    z
      .string({ error: fieldMessage("integer") })
      .regex(/^-?\d+$/, { error: fieldMessage("integer") })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: fieldMessage("minValue", min) })
          .max(max, { error: fieldMessage("maxValue", max) }),
      )
      .nullable()
      .refine((v) => !required || v !== null, { error: fieldMessage("required") }),
  );

/** A price in yen or 万円 (lib/admin/yen-input); what cannot be read as one is refused as not a whole number. */
const yen = (max: number) =>
  z.preprocess(
    (value) => {
      const read = typeof value === "string" ? readYen(value) : value;
      return typeof read === "number" ? String(read) : read === null ? "" : value;
    },
    int(0, max),
  );

const id = (required: boolean) => int(1, 2_147_483_647, required);
const flag = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const tri = z.preprocess((value) => (value === "yes" ? true : value === "no" ? false : null), z.boolean().nullable());

const thisYear = new Date().getFullYear();

export const vehicleFormSchema = z
  .object({
    kind: z.enum(LISTING_KINDS, { error: fieldMessage("chooseOne") }),
    status: z.enum(VEHICLE_STATUSES, { error: fieldMessage("chooseOne") }),
    nameJa: name(100),
    nameEn: name(100),
    makerId: id(true),
    loadClassId: id(true),
    bodyTypeId: id(true),
    /** The office whose yard the vehicle stands at; a post without the field (an older form) keeps the head office. */
    yard: z.enum(OFFICE_IDS, { error: fieldMessage("chooseOne") }).default(headOffice.id),
    modelName: text(60),
    modelNameEn: text(60),
    /** 型式 as printed on the inspection certificate: upper-case letters, digits and hyphens. */
    modelCode: z.preprocess(
      toCode,
      z
        .string()
        .max(30, { error: fieldMessage("maxLength", 30) })
        .regex(/^[A-Z0-9-]*$/, { error: fieldMessage("uppercase") }),
    ),
    modelYear: int(1950, thisYear + 1),
    mileageKm: int(0, 9_999_999),
    /** Prices fit the column (a 32-bit integer) with their sum. */
    priceBodyYen: yen(999_999_999),
    priceFeesYen: yen(99_999_999),
    warrantyMonths: int(1, 120),
    warrantyKm: int(1, 999_999),
    legalMaintenance: flag,
    inspectionIncluded: flag,
    leasePurchase: flag,
    inspectionYear: int(thisYear - 1, thisYear + 3),
    inspectionMonth: int(1, 12),
    displacementCc: int(0, 99_999),
    driveTypeId: id(false),
    transmissionId: id(false),
    fuelId: id(false),
    maxLoadKg: int(0, 99_999),
    vehicleWeightKg: int(0, 99_999),
    grossWeightKg: int(0, 99_999),
    repairHistory: tri,
    /** The last three characters of the chassis number. */
    chassisLast3: z.preprocess(
      toCode,
      z
        .string()
        .refine((v) => v === "" || v.length === 3, { error: fieldMessage("exactLength", 3) })
        .refine((v) => /^[A-Z0-9]*$/.test(v), { error: fieldMessage("uppercase") }),
    ),
    lengthMm: int(0, 30_000),
    widthMm: int(0, 5_000),
    heightMm: int(0, 6_000),
    doors: int(0, 9),
    seats: int(0, 99),
    airbags: tri,
    hasAirConditioner: flag,
    hasRearDoubleWheels: flag,
    hasThreeSideOpening: flag,
    hasPowerSteering: flag,
    hasPowerWindow: flag,
    recyclingFeePaid: flag,
    isBargain: flag,
    auctionAgency: flag,
    bedLengthMm: int(0, 20_000),
    bedWidthMm: int(0, 5_000),
    bedHeightMm: int(0, 5_000),
    descriptionJa: text(5_000),
    descriptionEn: text(5_000),
    videoUrl: z.preprocess(
      toCode,
      z.union([
        z.literal(""),
        z.url({ protocol: /^https$/, error: "invalidFormat" }).max(500, { error: fieldMessage("maxLength", 500) }),
      ]),
    ),
  })
  .superRefine((v, ctx) => {
    // A dealer shows 諸費用 beside every sale price (支払総額 = 本体 + 諸費用), even when it is 0 yen.
    if (v.kind === "sale" && v.priceBodyYen !== null && v.priceFeesYen === null)
      ctx.addIssue({ code: "custom", path: ["priceFeesYen"], message: fieldMessage("required") });
    if (v.warrantyMonths === null && v.warrantyKm !== null)
      ctx.addIssue({ code: "custom", path: ["warrantyMonths"], message: fieldMessage("required") });
    // An inspection date is a year and a month together, or neither ("no inspection").
    if ((v.inspectionYear === null) !== (v.inspectionMonth === null)) {
      ctx.addIssue({
        code: "custom",
        path: [v.inspectionYear === null ? "inspectionYear" : "inspectionMonth"],
        message: fieldMessage("required"),
      });
    }
  });

/** Below this a truck's price is a slip (¥498 typed for 498万), not a price: the form asks before saving it. */
export const LOWEST_LIKELY_PRICE_YEN = 10_000;

/** Whether a price as read (lib/admin/yen-input readYen) is one the form asks staff to confirm. */
export const isUnlikelyPrice = (yen: number | null | "unreadable"): yen is number =>
  typeof yen === "number" && yen < LOWEST_LIKELY_PRICE_YEN;

/**
 * The vehicle form as staff send it: a price that low is saved only once they tick that it is meant
 * (priceConfirmed). A CSV import has its own check step and reads prices with the plain schema.
 */
export const vehicleEditSchema = vehicleFormSchema.safeExtend({ priceConfirmed: flag }).superRefine((v, ctx) => {
  if (v.priceBodyYen !== null && isUnlikelyPrice(v.priceBodyYen) && !v.priceConfirmed)
    ctx.addIssue({ code: "custom", path: ["priceBodyYen"], message: fieldMessage("unlikelyPrice") });
});

/**
 * The fields staff must fill: those the schema refuses blank. The form marks them from this, so the mark
 * and the rule cannot drift apart (諸費用, required only beside a sale price, is said when it is missing).
 */
export const REQUIRED_VEHICLE_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(vehicleFormSchema.shape)
    .filter(([, field]) => !field.safeParse("").success)
    .map(([name]) => name),
);

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

export const VEHICLE_FORM_GROUPS = {
  listing: [
    "status",
    "nameJa",
    "nameEn",
    "makerId",
    "loadClassId",
    "bodyTypeId",
    "yard",
    "isBargain",
    "leasePurchase",
    "auctionAgency",
  ],
  price: ["priceBodyYen", "priceFeesYen", "warrantyMonths", "warrantyKm", "legalMaintenance", "inspectionIncluded"],
  specifications: [
    "modelName",
    "modelNameEn",
    "modelCode",
    "modelYear",
    "mileageKm",
    "inspectionYear",
    "inspectionMonth",
    "displacementCc",
    "driveTypeId",
    "transmissionId",
    "fuelId",
    "maxLoadKg",
    "vehicleWeightKg",
    "grossWeightKg",
    "repairHistory",
    "chassisLast3",
    "recyclingFeePaid",
  ],
  dimensions: ["lengthMm", "widthMm", "heightMm", "doors", "seats"],
  bed: ["bedLengthMm", "bedWidthMm", "bedHeightMm"],
  equipment: [
    "airbags",
    "hasAirConditioner",
    "hasRearDoubleWheels",
    "hasThreeSideOpening",
    "hasPowerSteering",
    "hasPowerWindow",
  ],
  description: ["descriptionJa", "descriptionEn", "videoUrl"],
} as const satisfies Record<string, readonly (keyof VehicleFormInput)[]>;

export type VehicleFormField = (typeof VEHICLE_FORM_GROUPS)[keyof typeof VEHICLE_FORM_GROUPS][number];

/** Every field the form shows, as its groups list them. */
export const VEHICLE_FORM_FIELDS: readonly VehicleFormField[] = Object.values(VEHICLE_FORM_GROUPS).flat();

export type FormFieldChange<F extends string = string> = { field: F; before: string; after: string };

/** The fields whose text differs between two states of a form (what another save changed meanwhile). */
export function formChanges<F extends string>(
  before: Record<string, string>,
  after: Record<string, string>,
  fields: readonly F[],
): FormFieldChange<F>[] {
  return fields
    .map((field) => ({ field, before: before[field] ?? "", after: after[field] ?? "" }))
    .filter((change) => change.before !== change.after);
}
