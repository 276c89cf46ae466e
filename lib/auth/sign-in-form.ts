// What the staff sign-in form posts, and how often it may fail. Anything else (a file, a control character, an absurd
// length) is not a sign-in attempt: it is refused before it reaches the database or the failure count.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { hasNoControlCharacters } from "@/lib/text";
import { defaultLocale, locales } from "@/lib/i18n/locales";

// Checked by the form in the browser too, which says which field to fill in; the handler answers any refusal alike.
const credential = (max: number) =>
  z
    .string({ error: fieldMessage("required") })
    .min(1, { error: fieldMessage("required") })
    .max(max, { error: fieldMessage("maxLength", max) })
    .refine(hasNoControlCharacters, { error: fieldMessage("controlCharacter") });

/** The longest address mail allows, and a password no one types longer. */
export const SIGN_IN_LIMITS = { email: 254, password: 200 } as const;

/**
 * The brake on guessing, over a sliding window (applied in lib/auth/sessions; the form names the wait). Refusals are
 * per account and address, and per address: a stranger's wrong guesses lock the stranger out, never the staff member
 * signing in from their own address. The account as a whole only slows down as failures pile up, from wherever they
 * come.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Failures of one account from one address before that pair is refused. */
  perAccountAddress: 5,
  /** Failures from one address, whatever the accounts, before it is refused. */
  perAddress: 20,
  /** Failures of an account (from anywhere) before each answer is slowed, and by how much. */
  slowAfter: 3,
  slowdownMs: 400,
  maxSlowdownMs: 3_000,
} as const;

export const signInFormSchema = z.object({
  email: credential(SIGN_IN_LIMITS.email),
  password: credential(SIGN_IN_LIMITS.password),
  locale: z.enum(locales).catch(defaultLocale),
});
