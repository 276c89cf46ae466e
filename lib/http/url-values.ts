// Values read from a URL, each one way: a record id in a path segment, a page number and a single value from
// the query string. Anything malformed reads as "none", never as NaN or a database error.
import { withoutControlCharacters } from "@/lib/text";

// The database's integer ids: anything larger is no record of ours.
export const MAX_ID = 2_147_483_647;
// Far beyond any list, and small enough that (page - 1) × page size stays a valid database offset.
export const MAX_PAGE = 10_000;

export const isRecordId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;

/**
 * A record id in a path segment ("/blog/42"): digits without a leading zero, in the database's range; null otherwise.
 */
export function idFromSegment(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) && isRecordId(Number(segment)) ? Number(segment) : null;
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
