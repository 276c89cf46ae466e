// A request's fields as the contact form's schema reads them from a visitor, for tests that store requests the
// way the form does (lib/requests/store.ts): 山田 太郎 asking about an エルフ, with a fresh address unless given.
import { randomUUID } from "node:crypto";
import { contactSchema } from "@/lib/requests/schema";
import type { RequestFields } from "@/lib/requests/store";

export function requestFields(
  typed: { email?: string; phone?: string; contactMethod?: string; message?: string } = {},
): RequestFields {
  const parsed = contactSchema.parse({
    locale: "ja",
    type: "sale",
    nameKana: "ヤマダ タロウ",
    prefecture: "23",
    privacyConsent: "on",
    lastName: "山田",
    firstName: "太郎",
    companyName: "",
    email: typed.email ?? `request-${randomUUID()}@example.jp`,
    phone: typed.phone ?? "090-1234-5678",
    vehicleName: "いすゞ エルフ",
    contactMethod: typed.contactMethod ?? "phone",
    message: typed.message ?? "在庫を確認したい",
    idempotencyKey: randomUUID(),
  });
  const { idempotencyKey: _key, type: _type, locale: _locale, privacyConsent: _agreed, ...fields } = parsed;
  return fields as RequestFields;
}
