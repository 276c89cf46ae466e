import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { fieldErrorsOf } from "@/lib/actions/result";
import { REPLY_PLACEHOLDERS } from "@/lib/requests/reply-text";
import { orderReplySchema, replyTemplateSchema } from "./form-schemas";

const template = { name: "在庫あり", requestType: "", locale: "ja", subject: "{受付番号}", body: "{お客様名} 様" };

describe("braces in reply templates and replies", () => {
  it.each<[string, Record<string, string>]>([
    ["subject", { subject: "受付番号 {requestNumber }" }],
    ["body", { body: "{customer Name} 様\n{お名前} 様" }],
  ])("refuse a template's %s naming what is not a placeholder, as written", (field, change) => {
    const result = replyTemplateSchema.safeParse({ ...template, ...change });
    const quoted = field === "subject" ? "{requestNumber }" : "{customer Name} {お名前}";
    expect(fieldErrorsOf(result.error!)).toEqual({ [field]: { code: "unknownPlaceholder", value: quoted } });
    expect(replyTemplateSchema.safeParse(template).success).toBe(true);
  });

  it("say which is wrong and list every placeholder, in each language's names", () => {
    const value = "{customer Name}";
    const ja = createTranslator({ locale: "ja", messages: jp, namespace: "admin.replyTemplates.errors" });
    const english = createTranslator({ locale: "en", messages: en, namespace: "admin.replyTemplates.errors" });
    const jaWords = ja("unknownPlaceholder", { value });
    const enWords = english("unknownPlaceholder", { value });
    expect(jaWords).toMatch(/^\{customer Name\} は差し込み項目として使えません。/);
    expect(enWords).toMatch(/^\{customer Name\} cannot be used as a placeholder\./);
    for (const [key, name] of Object.entries(REPLY_PLACEHOLDERS)) {
      expect(jaWords).toContain(`{${name}}`);
      expect(enWords).toContain(`{${key}}`);
    }
  });

  it("refuse a reply that still has braces, placeholders included, since nothing fills them once sent", () => {
    const refused = orderReplySchema.safeParse({ subject: "【受付番号 {受付番号}】", body: "{customerName} 様" });
    expect(fieldErrorsOf(refused.error!)).toEqual({
      subject: { code: "unfilledPlaceholder", value: "{受付番号}" },
      body: { code: "unfilledPlaceholder", value: "{customerName}" },
    });
    expect(orderReplySchema.safeParse({ subject: "【受付番号 12】", body: "山田 太郎 様" }).success).toBe(true);
    const words = createTranslator({ locale: "ja", messages: jp, namespace: "admin.orderReply.errors" });
    expect(words("unfilledPlaceholder", { value: "{customerName}" })).toContain("{customerName} がそのまま");
  });
});
