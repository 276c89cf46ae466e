// What makes two requests one customer's: the same phone number or the same email address, however either was
// written. The keys are stored with each request (orders.phone_key, email_key) so that matching is an index lookup;
// the migration that added them computes the same keys in SQL for the requests stored before.
import { phoneSearchDigits } from "@/lib/phone";

/**
 * A phone number's key: its digits as a staff search reads them (a Japanese number as dialled at home, +81 90… and
 * ０９０−… alike; any other without its "+"). Empty when what was typed is no number, so it matches nothing.
 */
export function phoneKey(phone: string): string {
  const digits = phoneSearchDigits(phone);
  return /^\d+$/.test(digits) ? digits : "";
}

/** An address's key: full-width letters folded (NFKC), trimmed and lower-case, as mail systems treat it. */
export function emailKey(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

export function customerKeys(contact: { phone: string; email: string }) {
  return { phoneKey: phoneKey(contact.phone), emailKey: emailKey(contact.email) };
}
