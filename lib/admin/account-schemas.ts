// What staff type about accounts: a new account, its display name and role, a password set through a one-time link
// or changed on the account page. Each is the schema its action checks (app/actions/admin-accounts.ts) and the one
// its form checks in the browser before sending, so this module holds nothing a browser cannot run.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { isGuessablePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { DISPLAY_NAME_MAX_LENGTH } from "@/lib/auth/display-name";
import { lineField } from "./fields";

const EMAIL_MAX = 254;
const emailField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
  z
    .string()
    .min(1, { error: fieldMessage("required") })
    .max(EMAIL_MAX, { error: fieldMessage("maxLength", EMAIL_MAX) })
    .pipe(z.email({ error: fieldMessage("email") })),
);
const roleField = z.enum(STAFF_ROLES, { error: fieldMessage("chooseOne") });

/** A new password: as typed (spaces count), within the lengths the security notes name, not a guesser's first try. */
export const passwordField = z
  .string({ error: fieldMessage("required") })
  .min(1, { error: fieldMessage("required") })
  .min(MIN_PASSWORD_LENGTH, { error: fieldMessage("minLength", MIN_PASSWORD_LENGTH) })
  .max(MAX_PASSWORD_LENGTH, { error: fieldMessage("maxLength", MAX_PASSWORD_LENGTH) })
  .refine((password) => !isGuessablePassword(password), { error: fieldMessage("guessable") });

/** A display name (lib/auth/display-name.ts): required, one line without control characters, spaces around dropped. */
const displayNameField = lineField(DISPLAY_NAME_MAX_LENGTH);

/** An account's display name, changed by its holder on the account page or by an owner on the staff page. */
export const displayNameSchema = z.object({ name: displayNameField });

export const newAccountSchema = z.object({
  name: displayNameField,
  email: emailField,
  role: roleField,
});
export type NewAccount = z.output<typeof newAccountSchema>;

const repeated = <T extends { password: string; confirm: string }>(value: T) => value.password === value.confirm;

export const accountSetupSchema = z
  .object({ token: z.string().min(1).max(100), password: passwordField, confirm: z.string() })
  .refine(repeated, { error: fieldMessage("passwordMismatch"), path: ["confirm"] });

export const passwordChangeSchema = z
  .object({
    current: z
      .string()
      .min(1, { error: fieldMessage("required") })
      .max(200),
    password: passwordField,
    confirm: z.string(),
  })
  .refine(repeated, { error: fieldMessage("passwordMismatch"), path: ["confirm"] });

export const roleChangeSchema = z.object({ role: roleField });
