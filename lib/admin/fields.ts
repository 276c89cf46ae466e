// The field rules every staff form shares, so a title, a slug or a photo is checked the same way
// everywhere. Messages are field codes written with `fieldMessage` ("maxLength:120") that the form translates.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { hasNoControlCharacters } from "@/lib/text";
import { isMediaKey } from "@/lib/media/keys";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/slug";
import { idFromSegment, isRecordId, MAX_ID, pageFromQuery, searchFromQuery } from "@/lib/http/url-values";

const asString = (v: unknown) => (typeof v === "string" ? v : "");

// Every text field refuses control characters (lib/text), which nobody types and PostgreSQL cannot always store.
const text = (max: number) =>
  z
    .string()
    .max(max, { error: fieldMessage("maxLength", max) })
    .refine(hasNoControlCharacters, { error: fieldMessage("excludedCharacter") });

/**
 * A one-line text, kept as the person typed it but for the spaces around it; required unless `optional`. Only what
 * is matched (search text, codes, slugs, aliases) is normalised, where it is matched: ①, ～ or ℃ in a title stay.
 */
export function lineField(max: number, { optional = false } = {}) {
  const base = text(max);
  return z.preprocess(
    (v) => asString(v).trim(),
    optional
      ? base
      : z
          .string()
          .min(1, { error: fieldMessage("required") })
          .pipe(base),
  );
}

/** The longest Markdown text staff write (a staff page per language); previews take up to this much. */
export const LONGEST_MARKDOWN = 50_000;

/** Markdown or plain prose: kept as written (line breaks matter), only checked for length. */
export function proseField(max: number, { optional = false } = {}) {
  const base = text(max);
  return z.preprocess(
    asString,
    optional
      ? base
      : z
          .string()
          .refine((v) => v.trim().length > 0, { error: fieldMessage("required") })
          .pipe(base),
  );
}

/** The part of a URL staff choose: lower-case letters and digits joined by single hyphens. */
export const slugField = z.preprocess(
  (v) => asString(v).trim(),
  z
    .string()
    .min(1, { error: fieldMessage("required") })
    .max(SLUG_MAX_LENGTH, { error: fieldMessage("maxLength", SLUG_MAX_LENGTH) })
    .regex(SLUG_PATTERN, { error: fieldMessage("invalidFormat") }),
);

// A ticked box, a hidden field's "true", or true from a button's call; anything else is false.
export const checkboxField = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());
export const languageField = z.enum(["ja", "en"], { error: fieldMessage("chooseOne") });
export const photoKeyField = z.preprocess(
  asString,
  z.string().refine((v) => v === "" || isMediaKey(v), { error: fieldMessage("invalidFormat") }),
);
function isCalendarDay(value: string) {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar day as YYYY-MM-DD; 2026-02-30 is refused, not rolled over into March. */
export const dayField = z.preprocess(
  asString,
  z.string().refine(isCalendarDay, { error: fieldMessage("invalidFormat") }),
);

/** Largest id a PostgreSQL integer column holds: anything above cannot name a row. */
export { MAX_ID };
export const isEntryId = isRecordId;

/** An optional reference to another row, chosen in a select: empty means none. */
export const optionalIdField = z.preprocess(
  (v) => (v === "" || v === undefined ? null : Number(v)),
  z
    .number()
    .refine(isEntryId, { error: fieldMessage("chooseOne") })
    .nullable(),
);
export const positionField = z.preprocess(
  (v) => (v === "" || v === undefined ? 0 : Number(v)),
  z
    .number({ error: fieldMessage("integer") })
    .int({ error: fieldMessage("integer") })
    .min(0, { error: fieldMessage("minValue", 0) })
    .max(9999, { error: fieldMessage("maxValue", 9999) }),
);

/** Lengths of staff text fields: each schema checks them and its form's maxLength is the same number. */
export const STAFF_TEXT_LIMITS = {
  title: 120,
  bodyWorkTitle: 80,
  customerName: 60,
  vehicleBought: 120,
  listQuery: 100,
} as const;

/** Staff lists: the search text and page from the query string, bounded. */
export function readListQuery(
  query: Record<string, string | string[] | undefined>,
  maxLength: number = STAFF_TEXT_LIMITS.listQuery,
) {
  const q = searchFromQuery(query.q, maxLength);
  const page = pageFromQuery(query.page);
  return { q, page };
}

export function pageCountOf(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The id segment of a staff edit page: "new" or a positive id; anything else is not a page (404). */
export function readEntryId(segment: string): number | "new" | null {
  return segment === "new" ? "new" : idFromSegment(segment);
}

/** Which record a staff form saves: its id, or empty for a new one (a hidden field of the form). */
export const recordIdField = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? null : Number(v)),
  z
    .number()
    .refine(isEntryId, { error: fieldMessage("invalidFormat") })
    .nullable(),
);
/** The version of the record the staff member opened (a hidden field); empty for a new one. */
export const seenVersionField = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? null : Number(v)),
  z.number().int().min(1).max(MAX_ID).nullable(),
);
/** The id a list row's button acts on. */
export const rowIdField = z.preprocess(
  (v) => Number(v),
  z.number().refine(isEntryId, { error: fieldMessage("invalidFormat") }),
);

/** What the staff edit forms send besides their fields: the record and the version it was opened at. */
export const recordTarget = { id: recordIdField, version: seenVersionField };
