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
});
