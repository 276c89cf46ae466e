"use server";

// Staff accounts: what owners do to them (add, name, role, disable, a new password link), what every staff member
// does to their own (the display name, the password), and the one action a signed-out person may send: setting a
// password through a one-time link.
import { failed, FORM_ERRORS, succeeded } from "@/lib/actions/result";
import { fromChange, publicAction, staffAction } from "@/lib/actions/server";
import { checkboxField, rowIdField } from "@/lib/admin/fields";
import {
  changeOwnPassword,
  completeAccountSetup,
  createStaffAccount,
  renameAccount,
  resetAccountPassword,
  setAccountDisabled,
  setAccountRole,
  setupLinkOf,
} from "@/lib/admin/accounts";
import {
  accountSetupSchema,
  displayNameSchema,
  newAccountSchema,
  passwordChangeSchema,
  roleChangeSchema,
} from "@/lib/admin/account-schemas";
import { locales } from "@/lib/i18n/locales";
import { senderAddress } from "@/lib/http/origin";
import { z } from "@/lib/zod";

const permission = "manageAccounts";
const account = z.object({ id: rowIdField });
// The language the owner works in: the link opens its page in it.
const linkLocale = { locale: z.enum(locales) };

export const addStaffAccount = staffAction(
  { event: "admin.account.create", schema: newAccountSchema.extend(linkLocale), permission },
  async ({ locale, ...values }, staff) => {
    const created = await createStaffAccount(staff, values);
    if (!created.ok)
      return created.error === "emailTaken"
        ? failed(FORM_ERRORS.invalid, { fieldErrors: { email: { code: created.error } } })
        : failed(created.error);
    return succeeded({ id: created.id, link: setupLinkOf(locale, created.token) });
  },
);

export const renameStaffAccount = staffAction(
  { event: "admin.account.rename", schema: account.extend(displayNameSchema.shape), permission },
  async ({ id, name }, staff) => fromChange(await renameAccount(staff, id, name)),
);

export const changeStaffRole = staffAction(
  { event: "admin.account.role", schema: account.extend(roleChangeSchema.shape), permission },
  async ({ id, role }, staff) => fromChange(await setAccountRole(staff, id, role)),
);

export const setStaffDisabled = staffAction(
  { event: "admin.account.disable", schema: account.extend({ disabled: checkboxField }), permission },
  async ({ id, disabled }, staff) => {
    // The answer says which way it went: a page drawn after the post shows the account already changed.
    const changed = fromChange(await setAccountDisabled(staff, id, disabled));
    return changed.ok ? succeeded({ disabled }) : changed;
  },
);

export const resetStaffPassword = staffAction(
  { event: "admin.account.reset", schema: account.extend(linkLocale), permission },
  async ({ id, locale }, staff) => {
    const reset = await resetAccountPassword(staff, id);
    return reset.ok ? succeeded({ link: setupLinkOf(locale, reset.token) }) : failed(reset.error);
  },
);

export const changeOwnName = staffAction(
  { event: "admin.account.name", schema: displayNameSchema },
  async ({ name }, staff) => fromChange(await renameAccount(staff, staff.userId, name)),
);

export const changePassword = staffAction(
  { event: "admin.account.password", schema: passwordChangeSchema, secrets: ["current", "password", "confirm"] },
  async ({ current, password }, staff) => {
    const changed = await changeOwnPassword(staff, current, password, { address: await senderAddress() });
    if (changed.ok) return succeeded(null);
    return changed.error === "throttled"
      ? failed("throttled", { value: changed.retryAfterMinutes })
      : failed(FORM_ERRORS.invalid, { fieldErrors: { current: { code: changed.error } } });
  },
);

export const setUpAccount = publicAction(
  { event: "admin.account.setup", schema: accountSetupSchema, secrets: ["password", "confirm"] },
  async ({ token, password }) => {
    const done = await completeAccountSetup(token, password);
    return done.ok ? succeeded({ email: done.email }) : failed(done.error);
  },
);
