// The contact form sent the way a browser without JavaScript sends it: the page's own hidden fields (the framework's
// action fields, the language and type) posted back with the visitor's answers. Used by the load benchmark and the
// database-outage test, which send many requests and must know, for each, whether the dealer received it.
import { randomUUID } from "node:crypto";
import jp from "../../messages/jp.json";

const HIDDEN_FIELD = /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g;
// Each request below is a new visitor's: it brings its own key.
const OWN_FIELDS = new Set(["idempotencyKey"]);

/** A form's hidden fields and, where it asks about a seller's vehicle, the first maker and body type it offers. */
export type ContactFormTemplate = {
  url: string;
  origin: string;
  hidden: [string, string][];
  vehicle: [string, string][];
};

export type SendOutcome =
  | { outcome: "stored"; number: number }
  | { outcome: "refused"; reason: "serviceDown" | "other" }
  | { outcome: "failed"; status: number };

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The hidden fields of the first form of a page, as a browser would send them back. */
export function readHiddenFields(html: string): [string, string][] {
  const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
  return [...form.matchAll(HIDDEN_FIELD)].map((match) => [unescapeHtml(match[1]), unescapeHtml(match[2] ?? "")]);
}

/** The first choice of each of a form's required vehicle lists (maker, body type), by the field's name. */
function firstVehicleChoices(html: string): [string, string][] {
  return ["maker", "bodyType"].flatMap((name) => {
    const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
    const option = select && /<option value="(\d+)"/.exec(select[1]);
    return option ? [[name, option[1]] as [string, string]] : [];
  });
}

/** Reads the form of /jp/contact/assessment (a Japanese visitor asking for an assessment). */
export async function openContactForm(base: string, path = "/jp/contact/assessment"): Promise<ContactFormTemplate> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const hidden = readHiddenFields(html).filter(([name]) => !OWN_FIELDS.has(name));
  if (!hidden.some(([name]) => name.startsWith("$ACTION_"))) throw new Error(`${path} has no form action fields`);
  return { url: `${base}${path}`, origin: new URL(base).origin, hidden, vehicle: firstVehicleChoices(html) };
}

// The thank-you text with the number in place of {n}, and the message the form shows when the database is away.
const STORED = new RegExp(jp.request.thanksText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{n\\}", "(\\d+)"));
const SERVICE_DOWN = jp.form.serviceDown.slice(0, 20);

/** One request from its own sender (address and email), so the flood brake never counts two as one person. */
export async function sendContactForm(template: ContactFormTemplate, sender: number): Promise<SendOutcome> {
  const body = new FormData();
  for (const [name, value] of [...template.hidden, ...template.vehicle]) body.append(name, value);
  const fields = {
    idempotencyKey: randomUUID(),
    website: "",
    lastName: "負荷",
    firstName: "太郎",
    nameKana: "フカ タロウ",
    prefecture: "23",
    privacyConsent: "on",
    companyName: "",
    email: `load-${sender}-${randomUUID().slice(0, 8)}@example.jp`,
    phone: "090-1234-5678",
    vehicleName: "いすゞ エルフ",
    contactMethod: "email",
    message: "査定をお願いします。",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const address = `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
  const response = await fetch(template.url, {
    method: "POST",
    body,
    headers: { Origin: template.origin, "X-Forwarded-For": address },
  });
  const html = await response.text();
  const stored = STORED.exec(html);
  if (response.ok && stored) return { outcome: "stored", number: Number(stored[1]) };
  if (html.includes(SERVICE_DOWN)) return { outcome: "refused", reason: "serviceDown" };
  if (response.ok) return { outcome: "refused", reason: "other" };
  return { outcome: "failed", status: response.status };
}
