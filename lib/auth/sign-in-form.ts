// What the staff sign-in form posts. Anything else (a file, a control character, an absurd length) is not
// a sign-in attempt: it is refused before it reaches the database or the failure count.
import { z } from "@/lib/zod";
import { hasNoControlCharacters } from "@/lib/text";
import { defaultLocale, locales } from "@/lib/i18n/locales";

const credential = (max: number) => z.string().max(max).refine(hasNoControlCharacters);

/** The longest address mail allows, and a password no one types longer. */
export const SIGN_IN_LIMITS = { email: 254, password: 200 } as const;

export const signInFormSchema = z.object({
  email: credential(SIGN_IN_LIMITS.email),
  password: credential(SIGN_IN_LIMITS.password),
  locale: z.enum(locales).catch(defaultLocale),
});
