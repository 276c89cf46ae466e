// One schema for every request a visitor sends (the contact form and vehicle orders): the browser
// validates with it for instant messages, the server action validates again.
// Messages are codes ("required", "maxLength:50"); the form translates them (lib/requests/messages.ts).
import { z } from "@/lib/zod";
import { hasNoControlCharacters } from "@/lib/text";
import { locales } from "@/lib/i18n/locales";

export const CONTACT_METHODS = ["phone", "email", "line"] as const;
/** The contact form's request types, in the order the form offers them; each has its own /contact/{type}. */
export const CONTACT_TYPES = ["purchase", "sale", "assessment", "auction"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * A field hidden from people (off screen, out of the tab order, no autofill): bots that fill every input
 * fill it too, and their submission is dropped.
 */
export const HONEYPOT_FIELD = "website";

// Characters no name is written with: markup, control characters. Everything a Japanese or English name
// or company name naturally holds (kana, kanji, full-width letters, ・, &, ., -, spaces) passes.
const EXCLUDED_IN_NAMES = /[<>{}\[\]\\|\p{Cc}]/u;

export function isContactType(value: unknown): value is ContactType {
  return typeof value === "string" && (CONTACT_TYPES as readonly string[]).includes(value);
}
/** The language a request was sent in (a hidden field of the form): its mails are written in it. */
export const localeField = z.enum(locales);

export const LIMITS = { name: 50, company: 100, email: 254, vehicleName: 100, message: 2000 } as const;

/** Japanese phone numbers as people type them: full-width digits, hyphens, spaces, brackets, +81. */
export function normalizePhone(input: string): string {
  const ascii = input.normalize("NFKC").replace(/[‐-―−ー]/g, "-");
  const digits = ascii.replace(/[\s\-().]/g, "");
  return digits.startsWith("+81") ? `0${digits.slice(3)}` : digits;
}

// A field missing from the post altogether reads as empty: required ones say so, optional ones are "".
const required = (max: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: `maxLength:${max}` });
const noExcluded = (value: string) => !EXCLUDED_IN_NAMES.test(value);

export const requestFields = {
  lastName: required(LIMITS.name).refine(noExcluded, { error: "excludedCharacter" }),
  firstName: required(LIMITS.name).refine(noExcluded, { error: "excludedCharacter" }),
  companyName: z.string({ error: "invalidFormat" }).trim().max(LIMITS.company, { error: `maxLength:${LIMITS.company}` }).refine(noExcluded, { error: "excludedCharacter" }).default(""),
  email: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(LIMITS.email, { error: `maxLength:${LIMITS.email}` }).pipe(z.email({ error: "email" })),
  phone: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d+$/, { error: "digitsOnly" }).min(10, { error: "phoneDigits" }).max(11, { error: "phoneDigits" }).regex(/^0/, { error: "phoneFormat" })),
  vehicleName: z.string({ error: "invalidFormat" }).trim().max(LIMITS.vehicleName, { error: `maxLength:${LIMITS.vehicleName}` }).refine(hasNoControlCharacters, { error: "excludedCharacter" }).default(""),
  contactMethod: z.enum(CONTACT_METHODS, { error: "chooseOne" }),
  message: z.string({ error: "invalidFormat" }).max(LIMITS.message, { error: `maxLength:${LIMITS.message}` }).refine(hasNoControlCharacters, { error: "excludedCharacter" }).default(""),
};

/** Sent with the form so a resubmission (double click, slow network, back button) stores nothing twice. */
const idempotencyKey = z.uuid({ error: "invalidFormat" });

export const vehicleOrderSchema = z.object({ ...requestFields, idempotencyKey });

export const contactSchema = z.object({
  ...requestFields,
  type: z.enum(CONTACT_TYPES, { error: "chooseOne" }),
  message: requestFields.message.refine((value) => value.trim().length > 0, { error: "required" }),
  idempotencyKey,
});

export type VehicleOrderInput = z.input<typeof vehicleOrderSchema>;
export type VehicleOrder = z.output<typeof vehicleOrderSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
