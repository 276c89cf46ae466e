// The staff edit forms' rules: each is the schema its save action checks (app/actions, with the record and
// version it saves) and the one its form checks in the browser before sending (components/forms/useFormAction),
// so this module holds nothing a browser cannot run.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { isReservedPath } from "@/lib/routes";
import { bracedText, unknownPlaceholders } from "@/lib/requests/reply-text";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { orderAssignmentSchema } from "./follow-up";
import {
  checkboxField,
  dayField,
  languageField,
  lineField,
  LONGEST_MARKDOWN,
  optionalIdField,
  photoKeyField,
  positionField,
  proseField,
  slugField,
  STAFF_TEXT_LIMITS,
  textCharacters,
} from "./fields";

export const blogPostSchema = z.object({
  title: lineField(STAFF_TEXT_LIMITS.title),
  body: proseField(20_000),
  language: languageField,
  published: checkboxField,
  publishedOn: dayField,
  photoKey: photoKeyField,
  translationOfId: optionalIdField,
});
export type BlogPostValues = z.output<typeof blogPostSchema>;

export const reviewSchema = z.object({
  text: proseField(4000),
  customerName: lineField(STAFF_TEXT_LIMITS.customerName),
  vehicleBought: lineField(STAFF_TEXT_LIMITS.vehicleBought, { optional: true }),
  language: languageField,
  published: checkboxField,
  photoKey: photoKeyField,
});
export type ReviewValues = z.output<typeof reviewSchema>;

export const staffPageSchema = z
  .object({
    slug: slugField.refine((slug) => !isReservedPath(slug), { error: fieldMessage("reserved") }),
    titleJa: lineField(STAFF_TEXT_LIMITS.title, { optional: true }),
    titleEn: lineField(STAFF_TEXT_LIMITS.title, { optional: true }),
    bodyJa: proseField(LONGEST_MARKDOWN, { optional: true }),
    bodyEn: proseField(LONGEST_MARKDOWN, { optional: true }),
    published: checkboxField,
  })
  .superRefine((page, context) => {
    if (!page.bodyJa.trim() && !page.bodyEn.trim())
      context.addIssue({ code: "custom", path: ["bodyJa"], message: fieldMessage("bodyRequired") });
    if (page.bodyJa.trim() && !page.titleJa)
      context.addIssue({ code: "custom", path: ["titleJa"], message: fieldMessage("titleForBody") });
    if (page.bodyEn.trim() && !page.titleEn)
      context.addIssue({ code: "custom", path: ["titleEn"], message: fieldMessage("titleForBody") });
  });
export type StaffPageValues = z.output<typeof staffPageSchema>;

export const bodyWorkSchema = z.object({
  slug: slugField,
  titleJa: lineField(STAFF_TEXT_LIMITS.bodyWorkTitle),
  titleEn: lineField(STAFF_TEXT_LIMITS.bodyWorkTitle),
  textJa: proseField(4000),
  textEn: proseField(4000),
  bodyTypeId: optionalIdField,
  position: positionField,
  published: checkboxField,
  photoKey: photoKeyField,
});
export type BodyWorkValues = z.output<typeof bodyWorkSchema>;

export const masterEntrySchema = z.object({
  slug: slugField,
  nameJa: lineField(60),
  nameEn: lineField(60),
  nameKana: lineField(60, { optional: true }),
  /** Body types only: the English plural their catalogue is headed with. */
  categoryEn: lineField(60, { optional: true }),
  /** Body types only: a semi-trailer tractor, which needs 牽引免許 (lib/vehicles/licence). */
  towsTrailer: checkboxField,
  /** Body types only: a box body, whose 荷台内寸 the vehicle page titles 庫内寸. */
  boxBody: checkboxField,
  /** Other names people type, separated by commas (、 or ,). */
  aliases: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .normalize("NFKC")
            .split(/[,、]/)
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    z
      .array(textCharacters(z.string().max(40, { error: fieldMessage("maxLength", 40) }), "one"))
      .max(20, { error: fieldMessage("maxLength", 20) }),
  ),
  position: positionField,
});
export type MasterEntryValues = z.output<typeof masterEntrySchema>;

/** How long a reply template's (and a reply's) subject and text may be. */
export const REPLY_LIMITS = { name: 80, subject: 150, body: 8000 } as const;

// Braces that would reach the customer as written are refused, quoted back to staff (lib/requests/reply-text.ts):
// in a template whatever is not exactly a placeholder, in a reply any at all.
const refusingBraces =
  (code: "unknownPlaceholder" | "unfilledPlaceholder", find: (text: string) => string[]) =>
  <S extends z.ZodType<string>>(field: S) =>
    field.superRefine((text, context) => {
      const found = find(text);
      if (found.length) context.addIssue({ code: "custom", message: fieldMessage(code, found.join(" ")) });
    });
const withKnownPlaceholders = refusingBraces("unknownPlaceholder", unknownPlaceholders);
const withNoPlaceholders = refusingBraces("unfilledPlaceholder", bracedText);

export const replyTemplateSchema = z.object({
  name: lineField(REPLY_LIMITS.name),
  /** Empty: for any request type. */
  requestType: z.enum(["", ...REQUEST_TYPES], { error: fieldMessage("chooseOne") }),
  locale: languageField,
  subject: withKnownPlaceholders(lineField(REPLY_LIMITS.subject)),
  body: withKnownPlaceholders(proseField(REPLY_LIMITS.body)),
});
export type ReplyTemplateValues = z.output<typeof replyTemplateSchema>;

/**
 * A reply as staff send it from the request page: filled in and edited, no brace left for anything to fill, and the
 * day of the next contact it promises (empty: none).
 */
export const orderReplySchema = z.object({
  subject: withNoPlaceholders(lineField(REPLY_LIMITS.subject)),
  body: withNoPlaceholders(proseField(REPLY_LIMITS.body)),
  followUpOn: orderAssignmentSchema.shape.followUpOn,
});
export type OrderReplyValues = z.output<typeof orderReplySchema>;
