// One schema for every request a visitor sends (vehicle orders here; the contact form uses it too):
// the browser validates with it for instant messages, the server action validates again.
// Messages are codes ("required", "maxLength:50"); the form translates them (lib/requests/messages.ts).
import { z } from "zod";

export const CONTACT_METHODS = ["phone", "email", "line"] as const;
export const LIMITS = { name: 50, company: 100, email: 254, vehicleName: 100, message: 2000 } as const;

/** Japanese phone numbers as people type them: full-width digits, hyphens, spaces, brackets, +81. */
export function normalizePhone(input: string): string {
  const ascii = input.normalize("NFKC").replace(/[‐-―−ー]/g, "-");
  const digits = ascii.replace(/[\s\-().]/g, "");
  return digits.startsWith("+81") ? `0${digits.slice(3)}` : digits;
}

const required = (max: number) => z.string().trim().min(1, { error: "required" }).max(max, { error: `maxLength:${max}` });

export const requestFields = {
  lastName: required(LIMITS.name),
  firstName: required(LIMITS.name),
  companyName: z.string().trim().max(LIMITS.company, { error: `maxLength:${LIMITS.company}` }),
  email: z.string().trim().min(1, { error: "required" }).max(LIMITS.email, { error: `maxLength:${LIMITS.email}` }).pipe(z.email({ error: "email" })),
  phone: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d+$/, { error: "digitsOnly" }).min(10, { error: "minLength:10" }).max(11, { error: "maxLength:11" }).regex(/^0/, { error: "phoneFormat" })),
  vehicleName: z.string().trim().max(LIMITS.vehicleName, { error: `maxLength:${LIMITS.vehicleName}` }),
  contactMethod: z.enum(CONTACT_METHODS, { error: "chooseOne" }),
  message: z.string().max(LIMITS.message, { error: `maxLength:${LIMITS.message}` }),
};

export const vehicleOrderSchema = z.object({
  ...requestFields,
  /** Sent with the form so a resubmission (double click, slow network, back button) stores nothing twice. */
  idempotencyKey: z.uuid({ error: "invalidFormat" }),
});

export type VehicleOrderInput = z.input<typeof vehicleOrderSchema>;
export type VehicleOrder = z.output<typeof vehicleOrderSchema>;

export type FieldErrors = Partial<Record<keyof VehicleOrderInput, string>>;

export type ActionState<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** The first message of each field, for the form to show next to it. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors as FieldErrors;
}
