import { parseId } from "@/lib/http/url-values";

// How staff write a receipt number (受付番号) they read off a mail, a screen or the phone: in full-width digits from
// a Japanese keyboard, after "No." or "#" as a mail or a printout shows it, or after 受付番号 itself.
const PREFIX = /^(?:受付番号|no\.?|#)\s*[:：]?\s*/i;

/** The request number `text` names, however staff wrote it ("５００００１６", "No.5000016", "#5000016"), or null. */
export function readRequestNumber(text: string): number | null {
  const digits = text.normalize("NFKC").trim().replace(PREFIX, "");
  return /^\d+$/.test(digits) ? parseId(digits) : null;
}
