// A customer's phone number: read as people type it, stored in one form, shown as staff dial it. A Japanese
// number is kept as its domestic digits (09012345678), as it always was, so every stored number still reads,
// searches and dials alike; a number abroad is kept in E.164 (+254712345678), the one form that dials from
// anywhere. Where a Japanese number's hyphens go depends on the area code, two to five digits long
// (03-1234-5678, 045-123-4567, 0466-12-3456, 01267-1-2345) and assigned by exchange: libphonenumber's table of
// the numbering plans decides it, and whether a number abroad can exist, not a list kept here.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Why a typed number cannot be stored: each code is a message under `validation`. */
export type PhoneError = "phoneCharacters" | "phoneDigits" | "phoneFormat" | "phoneCountryCode" | "phoneInvalid";

export type PhoneReading = { ok: true; phone: string } | { ok: false; error: PhoneError };

const JAPAN_CALLING_CODE = "+81";

/**
 * A number as typed with its writing undone: full-width digits, hyphens and dashes of every kind, spaces,
 * brackets and dots go; a leading "+" stays, and an international call prefix (00, or Japan's 010) becomes one.
 */
function compactPhone(input: string): string {
  const ascii = input.normalize("NFKC").replace(/[‐-―−ー]/g, "-");
  return ascii.replace(/[\s\-().]/g, "").replace(/^(?:010|00)(?=[1-9])/, "+");
}

/** +81 90-1234-5678 and +81 (0)90-1234-5678 are 090-1234-5678 dialled from abroad. */
function domesticDigits(compact: string): string {
  return compact.startsWith(JAPAN_CALLING_CODE)
    ? `0${compact.slice(JAPAN_CALLING_CODE.length).replace(/^0/, "")}`
    : compact;
}

function readDomestic(digits: string): PhoneReading {
  if (digits.length < 10 || digits.length > 11) return { ok: false, error: "phoneDigits" };
  if (!digits.startsWith("0")) return { ok: false, error: "phoneFormat" };
  return { ok: true, phone: digits };
}

function readInternational(compact: string): PhoneReading {
  if (compact.startsWith(JAPAN_CALLING_CODE)) return readDomestic(domesticDigits(compact));
  const number = parsePhoneNumberFromString(compact);
  return number?.isValid() ? { ok: true, phone: number.number } : { ok: false, error: "phoneInvalid" };
}

/**
 * A phone number as a visitor typed it, in the form it is stored: a Japanese number as its domestic digits, any
 * other in E.164. A number with its country code (+254 712 345 678, 00254…, +81 90-1234-5678) is read as such
 * wherever the visitor is. Without one, a visitor in Japan gives a domestic number of 10 or 11 digits; a
 * visitor outside Japan (`abroad`) is read as having left out only the "+" (254712345678), and a number
 * starting with a single 0 is refused, since it could be a domestic number of any country (the Philippines'
 * 0905… and Japan's 090-5… look alike): the message asks for the country code.
 */
export function readPhone(input: string, abroad: boolean): PhoneReading {
  const compact = compactPhone(input);
  if (!/^\+?\d+$/.test(compact)) return { ok: false, error: "phoneCharacters" };
  if (compact.startsWith("+")) return readInternational(compact);
  if (!abroad) return readDomestic(compact);
  return compact.startsWith("0") ? { ok: false, error: "phoneCountryCode" } : readInternational(`+${compact}`);
}

/**
 * The digits a staff search matches stored numbers by, however the number is written: a Japanese one as stored
 * (+81 90 1234 5678 finds 09012345678), any other without its "+" (254 712 finds +254712345678). A word that is
 * no number keeps its other characters, which is how the caller tells.
 */
export function phoneSearchDigits(input: string): string {
  return domesticDigits(compactPhone(input)).replace(/^\+/, "");
}

/**
 * A stored phone number as it is written: a Japanese one as at home (090-1234-5678, 03-1234-5678, 0466-12-3456,
 * 0120-123-456), one abroad in the international format (+254 712 345678). Anything the plans do not know is
 * returned as it came.
 */
export function formatPhone(stored: string): string {
  if (stored.startsWith("+")) return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
  if (!/^0\d{9,10}$/.test(stored)) return stored;
  const number = parsePhoneNumberFromString(stored, "JP");
  return number?.isValid() ? number.formatNational() : stored;
}

/** The link that dials a stored number: tel:09012345678 in Japan, tel:+254712345678 from anywhere. */
export function phoneHref(stored: string): string {
  return `tel:${stored}`;
}
