// The fields every form of a visitor shares, apart from the request schema (./schema.ts): a form that asks only
// for an address (the catalogue's 新着お知らせメール) checks it in the browser without the phone-number rules and
// their country tables, which would otherwise ride along in the catalogue page's script.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { locales } from "@/lib/i18n/locales";
import { LIMITS } from "./limits";

/** The language a request was sent in (a hidden field of the form): its mails are written in it. */
export const localeField = z.enum(locales, { error: fieldMessage("invalidFormat") });

export const emailField = z
  .string({ error: fieldMessage("required") })
  .trim()
  .min(1, { error: fieldMessage("required") })
  .max(LIMITS.email, { error: fieldMessage("maxLength", LIMITS.email) })
  .pipe(z.email({ error: fieldMessage("email") }));
