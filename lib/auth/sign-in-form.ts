// What the staff sign-in form posts. Anything else (a file, a control character, an absurd length) is not
// a sign-in attempt: it is refused before it reaches the database or the failure count.
import { z } from "@/lib/zod";
import { hasNoControlCharacters } from "@/lib/text";
import { defaultLocale, locales } from "@/lib/i18n/locales";

const credential = (max: number) => z.string().max(max).refine(hasNoControlCharacters);

export const signInFormSchema = z.object({
  email: credential(254),
  password: credential(200),
  locale: z.enum(locales).catch(defaultLocale),
});
