// The field rules every staff form shares, so a title, a slug or a photo is checked the same way
// everywhere. Messages are field codes written with `fieldMessage` ("maxLength:120") that the form translates.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { hasNoControlCharacters, hasNoControlCharactersOnOneLine, hasNoLineBreaks } from "@/lib/text";
import { isMediaKey } from "@/lib/media/keys";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/slug";
import { pageFromQuery, parseId, parseWholeNumber, searchFromQuery } from "@/lib/http/url-values";
import { readYen } from "./yen-input";

const asString = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The characters a staff text may hold (lib/text): no control character, which nobody types and PostgreSQL cannot
 * always store, and on one line no line break or tab either.
 */
export function textCharacters<S extends z.ZodType<string>>(field: S, lines: "one" | "several"): S {
  return lines === "several"
    ? field.refine(hasNoControlCharacters, { error: fieldMessage("controlCharacter") })
    : field
        .refine(hasNoLineBreaks, { error: fieldMessage("lineBreak") })
        .refine(hasNoControlCharactersOnOneLine, { error: fieldMessage("controlCharacter") });
}

const text = (max: number, lines: "one" | "several") =>
  textCharacters(z.string().max(max, { error: fieldMessage("maxLength", max) }), lines);

/**
 * A one-line text, kept as the person typed it but for the spaces around it; required unless `optional`. Only what
 * is matched (search text, codes, slugs, aliases) is normalised, where it is matched: ①, ～ or ℃ in a title stay.
 */
export function lineField(max: number, { optional = false } = {}) {
  const base = text(max, "one");
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
  const base = text(max, "several");
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

/**
 * A number a form or a button sends, read by the one parser (lib/http/url-values), so that no other spelling of
 * it and nothing beyond an integer column reaches a query; `message` is the refusal.
 */
const numberField = (parse: (value: unknown) => number | null, message: string) =>
  z.unknown().transform((value, context) => {
    const number = parse(value);
    if (number !== null) return number;
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });
// A hidden field or a select left empty: no record.
const orNone = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === "" || v === undefined || v === null ? null : v), field.nullable());

// An amount as staff type it (4,980,000, 498万, ２４，６００円); blank is none.
const typedYen = (value: unknown) => (typeof value === "string" ? readYen(value) : (value ?? null));
const wholeYen = (min: number, max: number) =>
  z
    // Blank is missing; words or a fraction of a yen are no whole number of yen.
    .number({
      error: (issue) => fieldMessage(issue.input === null || issue.input === undefined ? "required" : "integer"),
    })
    .int({ error: fieldMessage("integer") })
    .min(min, { error: fieldMessage("minValue", min) })
    .max(max, { error: fieldMessage("maxValue", max) });

/** An amount in whole yen from `min` to `max`, as staff type it (498万 included), that must be there. */
export const yenField = (min: number, max: number) => z.preprocess(typedYen, wholeYen(min, max));

/** The same where blank is none. */
export const optionalYenField = (min: number, max: number) => z.preprocess(typedYen, wholeYen(min, max).nullable());

/** A day that may be left blank: blank is none. */
export const optionalDayField = orNone(dayField);

/** A number as staff type it: half- or full-width digits, the spaces around them and zeros before them ignored. */
export const typedNumber = (value: string) =>
  value
    .normalize("NFKC")
    .trim()
    .replace(/^0+(?=\d)/, "");

/** An optional reference to another row, chosen in a select: empty means none. */
export const optionalIdField = orNone(numberField(parseId, fieldMessage("chooseOne")));

const POSITION_MAX = 9999;
// What is wrong with a typed position the parser refused or that is past the last: its sign, its size, or that it
// is no whole number at all.
function positionRefusal(typed: unknown) {
  const digits = typeof typed === "string" ? /^(-?)\d+$/.exec(typed) : null;
  if (!digits) return fieldMessage("integer");
  return digits[1] ? fieldMessage("minValue", 0) : fieldMessage("maxValue", POSITION_MAX);
}
/** Where an entry stands in its list, as staff type it: empty is 0. */
export const positionField = z.preprocess(
  (v) => (v === "" || v === undefined ? 0 : typeof v === "string" ? typedNumber(v) : v),
  z.unknown().transform((value, context) => {
    const position = parseWholeNumber(value);
    if (position !== null && position <= POSITION_MAX) return position;
    context.addIssue({ code: "custom", message: positionRefusal(value) });
    return z.NEVER;
  }),
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
  return segment === "new" ? "new" : parseId(segment);
}

/** The id a list row's button acts on, or a version it saw (a version counts from 1 as an id does). */
export const rowIdField = numberField(parseId, fieldMessage("invalidFormat"));
/** Which record a staff form saves: its id, or empty for a new one (a hidden field of the form). */
export const recordIdField = orNone(rowIdField);
/** The version of the record the staff member opened (a hidden field); empty for a new one. */
export const seenVersionField = orNone(rowIdField);

/** What the staff edit forms send besides their fields: the record and the version it was opened at. */
export const recordTarget = { id: recordIdField, version: seenVersionField };
