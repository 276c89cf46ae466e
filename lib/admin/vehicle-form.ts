// The vehicle form's rules, shared by the browser form, the server action and the CSV import, made from the
// field table (lib/vehicles/fields) with the rules that span fields. Fields are read as staff type them: numbers
// may carry commas or full-width digits, an empty optional number means "unknown", and the messages are field
// codes (`fieldMessage`) the form translates under `validation`.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { japanDate } from "@/lib/business/calendar";
import { hasNoCharactersExcludedFromNames } from "@/lib/text";
import { LISTING_KINDS } from "@/lib/vehicles/listing-kind";
import {
  boundOf,
  CHOICE_LISTS,
  VEHICLE_FIELD_NAMES,
  VEHICLE_FORM_LAYOUT,
  vehicleField,
  type VehicleField,
  type VehicleFieldSpec,
  type VehicleFieldValue,
} from "@/lib/vehicles/fields";
import { readYen } from "./yen-input";
import { readKm } from "@/lib/requests/vehicle-details";
import { textCharacters } from "./fields";

// A field missing from the post reads as empty, like a field left blank. Text is kept as typed (①, ～, －30℃ stay):
// only codes, which are matched against printed ones, are read in their half-width form.
const toText = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value.trim() : value);
const toCode = (value: unknown) => {
  const text = toText(value);
  return typeof text === "string" ? text.normalize("NFKC") : text;
};

const text = (max: number, required = false, lines: "one" | "several" = "one") =>
  z.preprocess(
    toText,
    textCharacters(
      z
        .string({ error: fieldMessage("invalidFormat") })
        .max(max, { error: fieldMessage("maxLength", max) })
        .refine((v) => !required || v.length > 0, { error: fieldMessage("required") }),
      lines,
    ),
  );
const name = (max: number, required = false) =>
  text(max, required).refine(hasNoCharactersExcludedFromNames, { error: fieldMessage("excludedCharacter") });

/** A limit, or how to work one out when a value is checked (a year's bound moves with the calendar). */
type Limit = number | (() => number);
const limitOf = (limit: Limit) => (typeof limit === "number" ? limit : limit());

/** A whole number in a range; empty means unknown (null) unless required. */
const int = (min: Limit, max: Limit, required = false) =>
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
          .refine((v) => v >= limitOf(min), { error: () => fieldMessage("minValue", limitOf(min)) })
          .refine((v) => v <= limitOf(max), { error: () => fieldMessage("maxValue", limitOf(max)) }),
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

/** A distance in km as staff write it ("125000", "12.5万", "12万km"), read by the rule the request forms use. */
const km = (min: Limit, max: Limit) =>
  z.preprocess(
    (value) => {
      const read = typeof value === "string" && value.trim() !== "" ? readKm(value) : null;
      return read === null ? value : String(read);
    },
    int(min, max),
  );

const flag = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const tri = z.preprocess((value) => (value === "yes" ? true : value === "no" ? false : null), z.boolean().nullable());

/** A code as printed: read half-width, of the length the field allows, of the characters its pattern allows. */
const code = (field: Extract<VehicleFieldSpec, { type: "code" }>) => {
  const base = z.string();
  const sized =
    field.length === undefined
      ? base.max(field.max, { error: fieldMessage("maxLength", field.max) })
      : base.refine((v) => v === "" || v.length === field.length, {
          error: fieldMessage("exactLength", field.length),
        });
  return z.preprocess(
    toCode,
    sized.refine((v) => field.pattern.test(v), { error: fieldMessage("uppercase") }),
  );
};

/** The year in Japan as the value is checked, not as the server started: a server runs past New Year. */
const thisYear = () => Number(japanDate(new Date()).slice(0, 4));

/** A field's rule, made from its description (lib/vehicles/fields). */
function schemaOf(field: VehicleFieldSpec): z.ZodType {
  switch (field.type) {
    case "text":
      return field.name
        ? name(field.max, field.required)
        : text(field.max, field.required, field.lines ? "several" : "one");
    case "code":
      return code(field);
    case "url":
      return z.preprocess(
        toCode,
        z.union([
          z.literal(""),
          z
            .url({ protocol: /^https$/, error: fieldMessage("invalidFormat") })
            .max(field.max, { error: fieldMessage("maxLength", field.max) }),
        ]),
      );
    case "integer": {
      const min = () => boundOf(field.min, thisYear());
      const max = () => boundOf(field.max, thisYear());
      return field.unit === "km" ? km(min, max) : int(min, max);
    }
    case "yen":
      return yen(field.max);
    case "master":
      return int(1, 2_147_483_647, field.required);
    case "choice": {
      const choice = z.enum(CHOICE_LISTS[field.list].options, { error: fieldMessage("chooseOne") });
      if (field.optional)
        return z.preprocess((value) => (value === "" || value === undefined ? null : value), choice.nullable());
      return field.fallback === undefined ? choice : choice.default(field.fallback as never);
    }
    case "boolean":
      return flag;
    case "yesNo":
      return tri;
  }
}

const fieldRules = Object.fromEntries(VEHICLE_FIELD_NAMES.map((field) => [field, schemaOf(vehicleField(field))])) as {
  [F in VehicleField]: z.ZodType<VehicleFieldValue<F>>;
};

export const vehicleFormSchema = z
  .object({
    kind: z.enum(LISTING_KINDS, { error: fieldMessage("chooseOne") }),
    ...fieldRules,
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

/** Every field the form shows, section by section. */
export const VEHICLE_FORM_FIELDS: readonly VehicleField[] = VEHICLE_FORM_LAYOUT.flatMap(({ fields }) => fields);

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
