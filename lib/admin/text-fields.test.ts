import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorOf } from "@/lib/actions/result";
import { newAccountSchema } from "./account-schemas";
import {
  blogPostSchema,
  bodyWorkSchema,
  masterEntrySchema,
  orderReplySchema,
  replyTemplateSchema,
  reviewSchema,
  staffPageSchema,
} from "./form-schemas";
import { orderNoteSchema } from "./orders";
import { vehicleFormSchema } from "./vehicle-form";
import { vehicleSaleSchema } from "./vehicle-sale";

// Every text staff type, by the lines it may have: a staff note with a NUL once reached PostgreSQL (error 22021),
// and a reply's subject with a line break reached the mail library, which only folded it away.
const ONE_LINE: [string, z.ZodType][] = [
  ["a post's title", blogPostSchema.shape.title],
  ["a review's customer", reviewSchema.shape.customerName],
  ["a page's title", staffPageSchema.shape.titleJa],
  ["body work's title", bodyWorkSchema.shape.titleEn],
  ["a master entry's name", masterEntrySchema.shape.nameJa],
  ["a master entry's other names", masterEntrySchema.shape.aliases],
  ["a reply template's name", replyTemplateSchema.shape.name],
  ["a reply template's subject", replyTemplateSchema.shape.subject],
  ["a reply's subject", orderReplySchema.shape.subject],
  ["a buyer's name", vehicleSaleSchema.shape.buyerName],
  ["an account's name", newAccountSchema.shape.name],
  ["a vehicle's name", vehicleFormSchema.shape.nameJa],
  ["a vehicle's body builder", vehicleFormSchema.shape.bodyBuilder],
];
const SEVERAL_LINES: [string, z.ZodType][] = [
  ["a post's body", blogPostSchema.shape.body],
  ["a review's text", reviewSchema.shape.text],
  ["a page's body", staffPageSchema.shape.bodyEn],
  ["a reply template's body", replyTemplateSchema.shape.body],
  ["a reply's body", orderReplySchema.shape.body],
  ["a staff note", orderNoteSchema.shape.body],
  ["a vehicle's description", vehicleFormSchema.shape.descriptionJa],
];

const messageOf = (field: z.ZodType, value: string) => {
  const result = field.safeParse(value);
  return result.success ? null : fieldErrorOf(result.error.issues[0].message);
};

describe("staff text fields", () => {
  it.each(ONE_LINE)("%s is one line: no line break, tab or other control character", (_, field) => {
    expect(messageOf(field, "日野 レンジャー ①")).toBeNull();
    expect(messageOf(field, "日野\r\nBcc: x@example.jp")).toEqual({ code: "lineBreak" });
    expect(messageOf(field, "日野\nレンジャー")).toEqual({ code: "lineBreak" });
    expect(messageOf(field, "日野\tレンジャー")).toEqual({ code: "controlCharacter" });
    expect(messageOf(field, "日野\u0000")).toEqual({ code: "controlCharacter" });
  });

  it.each(SEVERAL_LINES)("%s keeps its lines and tabs, and refuses other control characters", (_, field) => {
    expect(messageOf(field, "一行目\r\n\t二行目")).toBeNull();
    expect(messageOf(field, "来週\u0000連絡")).toEqual({ code: "controlCharacter" });
    expect(messageOf(field, "来週\u001b[31m連絡")).toEqual({ code: "controlCharacter" });
  });
});
