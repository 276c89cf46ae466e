// Values read from a request, each one way: a number or a record id (in a path segment, the query string, a form
// field or an action's argument), a page number and a single value from the query string. Anything malformed reads
// as "none", never as NaN or a database error.
import { withoutControlCharacters } from "@/lib/text";

// The database's integer ids: anything larger is no record of ours.
export const MAX_ID = 2_147_483_647;
// Far beyond any list, and small enough that (page - 1) × page size stays a valid database offset.
export const MAX_PAGE = 10_000;

export const isRecordId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;

// One way to write a number: JavaScript's Number() also reads "1e0", "0x1", "1.0" and " 1" as 1, which would let
// one record answer at many addresses, and anything past MAX_ID fails in the database rather than matching no row.
const PLAIN_NUMBER = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A whole number from 0 to MAX_ID, as text in plain decimal digits without a leading zero, or as a number (a
 * button's action call sends one); null for anything else: a sign, an exponent, a point, a space, full-width digits.
 */
export function parseWholeNumber(value: unknown): number | null {
  const number = typeof value === "string" && PLAIN_NUMBER.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number >= 0 && number <= MAX_ID ? number : null;
}

/** A record id ("/blog/42", "?actor=3", a hidden field): a whole number from 1 to MAX_ID, read as parseWholeNumber. */
export function parseId(value: unknown): number | null {
  const number = parseWholeNumber(value);
  return number === 0 ? null : number;
}

/** The first value of a query-string parameter ("?a=1&a=2" reads as "1"), or "". */
export function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * The words of a search from the query string, the public catalogue's and every staff list's: control characters
 * (a NUL, which PostgreSQL cannot even compare) read as spaces, at most maxLength characters.
 */
export function searchFromQuery(value: string | string[] | undefined, maxLength: number): string {
  return withoutControlCharacters(firstValue(value)).slice(0, maxLength).trim();
}

/** A page number from the query string: 1 when missing or malformed, at most MAX_PAGE. */
export function pageFromQuery(value: string | string[] | undefined): number {
  return Math.min(MAX_PAGE, Math.max(1, Number.parseInt(firstValue(value), 10) || 1));
}
