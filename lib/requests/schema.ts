// One schema for every request a visitor sends (the contact form and vehicle orders): the browser
// validates with it for instant messages, the server action validates again.
// Messages are field codes (`fieldMessage`: "required", "maxLength:50"); the form translates them under `validation`
// (`useActionMessages`, components/forms/useFormAction.tsx).
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import {
  hasNoCharactersExcludedFromNames,
  hasNoControlCharacters,
  hasNoControlCharactersOnOneLine,
  hasNoLineBreaks,
  katakanaOf,
} from "@/lib/text";
import { OUTSIDE_JAPAN, PREFECTURE_VALUES } from "@/lib/prefectures";
import { readPhone } from "@/lib/phone";
import { BULK_INQUIRY_MAX, parseIdsParam } from "@/lib/vehicles/vehicle-keys";
import { LIMITS } from "./limits";
import { emailField, localeField } from "./fields";
import { CONTACT_TYPES, detailSectionOf } from "./types";
import {
  REQUEST_VEHICLE_FIELDS,
  readRequestVehicle,
  type DetailFieldName,
  type RequestVehicle,
} from "./vehicle-details";

export const CONTACT_METHODS = ["phone", "email", "line"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
/**
 * Whether a contact request must say in words what it is about: every type but those whose vehicle's fields say it
 * (a seller's truck, the one wanted at auction: lib/requests/vehicle-details), which a seller can send from the yard.
 */
export function needsMessage(type: string | null | undefined): boolean {
  return detailSectionOf(type) === null;
}

// A field missing from the post altogether reads as empty: required ones say so, optional ones are "".
const required = (max: number) =>
  z
    .string({ error: fieldMessage("required") })
    .trim()
    .min(1, { error: fieldMessage("required") })
    .max(max, { error: fieldMessage("maxLength", max) });

/**
 * フリガナ as people type it: hiragana, half-width katakana or full-width spaces all become full-width
 * katakana with single spaces ("やまだ　たろう" → "ヤマダ タロウ"); anything else is refused.
 */
export function normalizeKana(input: string): string {
  const width = input.normalize("NFKC").trim().replace(/\s+/g, " ");
  return katakanaOf(width);
}
const KATAKANA = /^[\u30A1-\u30FA\u30FC・ ]*$/;

export const requestFields = {
  locale: localeField,
  lastName: required(LIMITS.name).refine(hasNoCharactersExcludedFromNames, {
    error: fieldMessage("excludedCharacter"),
  }),
  firstName: required(LIMITS.name).refine(hasNoCharactersExcludedFromNames, {
    error: fieldMessage("excludedCharacter"),
  }),
  /** Asked on the Japanese site, where staff call the customer by it (required there: see withKanaRule). */
  nameKana: z
    .string({ error: fieldMessage("invalidFormat") })
    .max(LIMITS.nameKana, { error: fieldMessage("maxLength", LIMITS.nameKana) })
    .transform(normalizeKana)
    .pipe(z.string().regex(KATAKANA, { error: fieldMessage("katakana") }))
    .default(""),
  /** Where the vehicle stands (selling to us) or where the buyer registers it (buying): costs depend on it. */
  prefecture: z.enum(PREFECTURE_VALUES, { error: fieldMessage("chooseOne") }),
  companyName: z
    .string({ error: fieldMessage("invalidFormat") })
    .trim()
    .max(LIMITS.company, { error: fieldMessage("maxLength", LIMITS.company) })
    .refine(hasNoCharactersExcludedFromNames, { error: fieldMessage("excludedCharacter") })
    .default(""),
  email: emailField,
  /** As typed; read against the prefecture (see withPhoneRule), since a number abroad needs its country code. */
  phone: z
    .string({ error: fieldMessage("required") })
    .trim()
    .min(1, { error: fieldMessage("required") })
    .max(LIMITS.phone, { error: fieldMessage("maxLength", LIMITS.phone) }),
  vehicleName: z
    .string({ error: fieldMessage("invalidFormat") })
    .trim()
    .max(LIMITS.vehicleName, { error: fieldMessage("maxLength", LIMITS.vehicleName) })
    .refine(hasNoLineBreaks, { error: fieldMessage("lineBreak") })
    .refine(hasNoControlCharactersOnOneLine, { error: fieldMessage("controlCharacter") })
    .default(""),
  contactMethod: z.enum(CONTACT_METHODS, { error: fieldMessage("chooseOne") }),
  message: z
    .string({ error: fieldMessage("invalidFormat") })
    .max(LIMITS.message, { error: fieldMessage("maxLength", LIMITS.message) })
    .refine(hasNoControlCharacters, { error: fieldMessage("controlCharacter") })
    .default(""),
  /** 個人情報保護法: nothing is stored unless the visitor agreed to the privacy policy (the checkbox sends "on"). */
  privacyConsent: z.preprocess(
    (value) => value === "on" || value === true,
    z.literal(true, { error: fieldMessage("privacyConsent") }),
  ),
};

/** Sent with the form so a resubmission (double click, slow network, back button) stores nothing twice. */
const idempotencyKey = z.uuid({ error: fieldMessage("invalidFormat") });

const abroad = (request: { prefecture: string }) => request.prefecture === OUTSIDE_JAPAN;

/** What the rules across a request's fields read. */
type CrossFieldInput = { locale: string; nameKana: string; prefecture: string; phone: string };

/**
 * The rules across fields, then the phone number in the form it is stored (lib/phone.ts). The Japanese form
 * asks フリガナ of everyone; the English one does not show it. A phone number is read against the prefecture:
 * outside Japan it needs its country code. Both are checked even while other fields are wrong (`when`), so
 * their messages show with every other field's (without it an empty form asked for フリガナ only on the next
 * try). An action that adds fields of its own extends the object first and applies these last.
 */
export function withRequestRules<T extends z.ZodType<CrossFieldInput>>(schema: T) {
  return schema
    .refine((v) => v.locale !== "ja" || v.nameKana !== "", {
      path: ["nameKana"],
      error: "required",
      when: ({ value, issues }) =>
        typeof (value as { nameKana?: unknown }).nameKana === "string" &&
        !issues.some((issue) => issue.path?.[0] === "nameKana" || issue.path?.[0] === "locale"),
    })
    .superRefine(
      (v, ctx) => {
        const reading = readPhone(v.phone, abroad(v));
        if (!reading.ok) ctx.addIssue({ code: "custom", path: ["phone"], message: reading.error });
      },
      {
        when: ({ value, issues }) =>
          typeof (value as { phone?: unknown }).phone === "string" &&
          !issues.some((issue) => issue.path?.[0] === "phone"),
      },
    )
    .transform((v) => {
      const reading = readPhone(v.phone, abroad(v));
      return { ...v, phone: reading.ok ? reading.phone : v.phone };
    });
}

/** A vehicle order's fields, for an action to extend with the vehicles it names. */
export const vehicleOrderFields = z.object({ ...requestFields, idempotencyKey });

export const vehicleOrderSchema = withRequestRules(vehicleOrderFields);

/**
 * The vehicles a request about several names (一括問い合わせ, `ids` as in /favorites?ids=sale:a,sale:b): one to
 * BULK_INQUIRY_MAX, all of one catalogue, since buying and selling to us are different conversations.
 */
export const bulkVehiclesField = z
  .string({ error: fieldMessage("invalidFormat") })
  .transform((value) => parseIdsParam(value, BULK_INQUIRY_MAX))
  .refine(({ keys, more }) => keys.length > 0 && !more && keys.every((key) => key.kind === keys[0].kind), {
    error: "invalidFormat",
  })
  .transform(({ keys }) => keys);

// The vehicle's fields as sent (lib/requests/vehicle-details.ts reads them by the request's type); one that is
// missing reads as empty.
const detailText = z.string({ error: fieldMessage("invalidFormat") }).default("");
const detailFields = Object.fromEntries(REQUEST_VEHICLE_FIELDS.map((field) => [field.name, detailText])) as Record<
  DetailFieldName,
  typeof detailText
>;

/** The vehicle's fields of the section the request's type asks, as the form's messages by field. */
function checkVehicleDetails(request: { type: string } & Record<DetailFieldName, string>, ctx: z.RefinementCtx) {
  const section = detailSectionOf(request.type);
  if (!section) return;
  const reading = readRequestVehicle(section, request, new Date());
  if (reading.ok) return;
  for (const [name, message] of Object.entries(reading.errors)) ctx.addIssue({ code: "custom", path: [name], message });
}

/**
 * The request with its vehicle read into what is stored: the section of its type (null for a type that has none),
 * and the free-text vehicle name only where no section replaces it.
 */
function withVehicleDetails<T extends { type: string; vehicleName: string } & Record<DetailFieldName, string>>(
  request: T,
) {
  const section = detailSectionOf(request.type);
  const reading = section ? readRequestVehicle(section, request, new Date()) : null;
  const rest = Object.fromEntries(Object.entries(request).filter(([name]) => !(name in detailFields))) as Omit<
    T,
    DetailFieldName
  >;
  return {
    ...rest,
    vehicleName: section ? "" : request.vehicleName,
    vehicleDetails: (reading?.ok ? reading.value : null) as RequestVehicle | null,
  };
}

export const contactSchema = withRequestRules(
  z
    .object({
      ...requestFields,
      type: z.enum(CONTACT_TYPES, { error: fieldMessage("chooseOne") }),
      idempotencyKey,
      ...detailFields,
    })
    .refine((request) => !needsMessage(request.type) || request.message.trim().length > 0, {
      path: ["message"],
      error: fieldMessage("required"),
      when: ({ value }) => typeof (value as { message?: unknown }).message === "string",
    })
    // Checked even while other fields are wrong, so each message shows as the visitor leaves the field.
    .superRefine(checkVehicleDetails, {
      when: ({ value }) => typeof value === "object" && value !== null,
    }),
).transform(withVehicleDetails);

export type VehicleOrderInput = z.input<typeof vehicleOrderSchema>;
export type VehicleOrder = z.output<typeof vehicleOrderSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
