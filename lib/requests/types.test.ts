import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { RequestType } from "@/lib/generated/prisma/enums";
import { parseOrderFilter } from "@/lib/admin/orders";
import { assignmentRuleSchema, typeAssigneeField } from "@/lib/admin/follow-up";
import { replyTemplateSchema } from "@/lib/admin/form-schemas";
import { replyTemplates } from "@/prisma/seed/reply-templates";
import {
  CONTACT_TYPES,
  REQUEST_TYPES,
  detailSectionOf,
  isContactType,
  isSellerRequest,
  readerOfRequest,
} from "./types";

const LANGUAGES = [
  ["ja", jp],
  ["en", en],
] as const;

describe("every request type", () => {
  it("is described, each value of the database's enum once", () => {
    expect([...REQUEST_TYPES].sort()).toEqual(Object.values(RequestType).sort());
  });

  it.each(REQUEST_TYPES)("%s has its name, its next step, reply templates, a filter and an assignee", (type) => {
    for (const [locale, messages] of LANGUAGES) {
      expect(messages.form.requestTypes[type], locale).toBeTruthy();
      expect(messages.request.next[type], locale).toBeTruthy();
      expect(messages.admin.assignment.fields[typeAssigneeField(type)], locale).toBeTruthy();
      expect(
        replyTemplates.some((template) => template.requestType === type && template.locale === locale),
        locale,
      ).toBe(true);
    }
    expect(replyTemplateSchema.shape.requestType.safeParse(type).success).toBe(true);
    expect(parseOrderFilter({ type }).type).toBe(type);
    expect(assignmentRuleSchema.safeParse({ mode: "byType", [typeAssigneeField(type)]: "7" }).data).toHaveProperty(
      typeAssigneeField(type),
      7,
    );
  });

  it.each(CONTACT_TYPES)("%s on the contact form has its page's title and lead in both languages", (type) => {
    for (const [locale, messages] of LANGUAGES) {
      expect(messages.contactPage.types[type].title, locale).toBeTruthy();
      expect(messages.contactPage.types[type].lead, locale).toBeTruthy();
    }
  });
});

describe("what each type means", () => {
  it.each([
    { type: "purchase", contact: true, seller: true, section: "offered", reader: "seller" },
    { type: "sale", contact: true, seller: false, section: null, reader: "buyer" },
    { type: "assessment", contact: true, seller: true, section: "offered", reader: "seller" },
    { type: "auction", contact: true, seller: false, section: "wanted", reader: "buyer" },
    { type: "vehicle", contact: false, seller: false, section: null, reader: "buyer" },
    { type: "general", contact: true, seller: false, section: null, reader: null },
  ] as const)(
    "$type: on /contact $contact, a seller's $seller, vehicle fields $section, its page read by $reader",
    ({ type, contact, seller, section, reader }) => {
      expect(isContactType(type)).toBe(contact);
      expect(isSellerRequest(type)).toBe(seller);
      expect(detailSectionOf(type)).toBe(section);
      // 買取 (purchase) and 査定 are a seller's forms, 購入 (sale) and the auction a buyer's.
      expect(readerOfRequest(type)).toBe(reader);
    },
  );

  it("knows no other type", () => {
    for (const value of ["", "other", "toString", "__proto__", null, undefined]) {
      expect(isContactType(value)).toBe(false);
      expect(isSellerRequest(value as string | null)).toBe(false);
      expect(detailSectionOf(value as string | null)).toBeNull();
    }
    expect(readerOfRequest(null)).toBeNull();
  });
});
