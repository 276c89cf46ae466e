// A Japanese phone number as staff read and dial it. Where the hyphens go depends on the area code, which is
// two to five digits long (03-1234-5678, 045-123-4567, 0466-12-3456, 01267-1-2345) and assigned by exchange:
// libphonenumber's table of Japan's numbering plan decides it, not a list kept here.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A Japanese phone number as it is written: 090-1234-5678, 03-1234-5678, 0466-12-3456, 0120-123-456. Takes the
 * digits (a stored number, normalised by the request form); anything that is not a domestic number of 10 or
 * 11 digits, or that the plan does not know, is returned as it came.
 */
export function formatPhone(digits: string): string {
  if (!/^0\d{9,10}$/.test(digits)) return digits;
  const number = parsePhoneNumberFromString(digits, "JP");
  return number?.isValid() ? number.formatNational() : digits;
}
