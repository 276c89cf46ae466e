import { describe, expect, it } from "vitest";
import { replyTemplateSchema } from "../../lib/admin/form-schemas";
import { REQUEST_TYPES } from "../../lib/requests/types";
import { replyTemplates } from "./reply-templates";

describe("the demo reply templates", () => {
  it("pass the form's own checks, placeholders included, and cover every request type in both languages", () => {
    for (const template of replyTemplates)
      expect(replyTemplateSchema.safeParse({ ...template, requestType: template.requestType ?? "" }).success).toBe(
        true,
      );
    const covered = new Set(replyTemplates.map((template) => `${template.requestType}:${template.locale}`));
    for (const type of REQUEST_TYPES) for (const locale of ["ja", "en"]) expect(covered).toContain(`${type}:${locale}`);
  });

  it("end with the signature, ask about questions once, and say the total price includes tax", () => {
    for (const { locale, body } of replyTemplates) {
      expect(body).toMatch(locale === "ja" ? /\n\{署名\}$/ : /\n\{signature\}$/);
      expect(body.split(locale === "ja" ? "ご不明な点" : "any questions")).toHaveLength(2);
      for (const line of body.split("\n").filter((line) => /支払総額|total price/i.test(line)))
        expect(line).toMatch(/税込|incl\. tax/);
    }
  });
});
