import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { historyOf } from "@/lib/admin/history";
import { getOrder } from "@/lib/admin/order-inbox";
import { hashStatusToken } from "@/lib/requests/status-token";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { totalPaymentYen } from "@/lib/vehicles/price";
import { company } from "@/lib/company";
import { mailSignature } from "@/lib/mail/signature";
import { japanDate } from "@/lib/business/calendar";
import { dealPage, deleteDeal, openDeal, saveDealLines } from "./deals";
import { documentPdf, issueQuote } from "./documents";
import { quoteValidUntil } from "./document-kinds";
import type { DocumentContent } from "./content";
import type { DealLineInput } from "./lines";

// A deal from a buyer's request to its 見積書 (issue 51, slice 1), on the demo data: the lines it opens with, every
// write over the version staff saw with its history in words, a quote issued and corrected, who may download it,
// and the customer's status page. The numbers' own rules are numbering.integration.test.ts's.
const TOKEN = "D".repeat(43);
const OTHER_TOKEN = "E".repeat(43);
const ISSUED_ON = japanDate(new Date());
const quoteInput = (mail: boolean) => ({ validUntil: quoteValidUntil(ISSUED_ON), locale: "ja" as const, mail });

describe("deals and their quotes", () => {
  const db = useTestDatabase({ demoData: true });
  // A mailed document or offer is signed with the site's address (lib/mail/signature.ts).
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
  });
  let n: number;
  let priced: { id: number; priceBodyYen: number | null; priceFeesYen: number | null; priceTotalYen: number | null };

  beforeAll(async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({
      where: { kind: "sale", status: "published", priceBodyYen: { gt: 0 }, priceFeesYen: { gt: 0 } },
      orderBy: { id: "asc" },
    });
    priced = vehicle;
    n = (await db.order.create({ data: { ...testVehicleOrder(vehicle), statusTokenHash: hashStatusToken(TOKEN) } })).n;
    await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale", statusTokenHash: hashStatusToken(OTHER_TOKEN) } });
  });

  const orderVersion = async (at: number) =>
    (await db.order.findUniqueOrThrow({ where: { n: at }, select: { version: true } })).version;
  const dealVersion = async (id: number) =>
    (await db.deal.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

  let dealId: number;

  it("opens with the vehicle's body and 諸費用, totalling the 支払総額 its page showed", async () => {
    const seen = await orderVersion(n);
    const opened = await openDeal(TEST_STAFF, n, seen);
    expect(opened).toMatchObject({ ok: true, version: 1 });
    dealId = opened.ok ? opened.id : 0;
    const page = await dealPage(TEST_STAFF, dealId);
    expect(page!.lines).toEqual([
      expect.objectContaining({ kind: "body", amountYen: priced.priceBodyYen, vehicleId: priced.id }),
      { kind: "fee", label: "諸費用", amountYen: priced.priceFeesYen, vehicleId: null },
    ]);
    expect(page!.totals.amountDueYen).toBe(priced.priceTotalYen);
    expect(page!.totals.amountDueYen).toBe(totalPaymentYen(priced));
    expect(page!.priceMissing).toBe(false);
    // The same post again, over the request's version it was sent with, opens no second deal.
    expect(await openDeal(TEST_STAFF, n, seen)).toEqual({ ok: false, error: "conflict" });
    expect(await db.deal.count({ where: { orderN: n } })).toBe(1);
    const [orderHistory] = await historyOf(TEST_STAFF, "order", n);
    expect(orderHistory).toMatchObject({ action: "dealOpened", changes: { deal: [null, dealId] } });
    const [created] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(created.action).toBe("created");
    expect(created.changes.lines[1]).toContain(`諸費用 ${priced.priceFeesYen!.toLocaleString("ja-JP")}`);
    expect((await getOrder(TEST_STAFF, n))!.deals).toEqual([
      expect.objectContaining({ id: dealId, latestQuote: null, totals: page!.totals }),
    ]);
  });

  it("refuses a deal on a seller's request, and on no request", async () => {
    const assessment = await db.order.create({ data: { ...TEST_CUSTOMER, type: "assessment" } });
    expect(await openDeal(TEST_STAFF, assessment.n, assessment.version)).toEqual({
      ok: false,
      error: "dealNotForSeller",
    });
    expect(await openDeal(TEST_STAFF, 999_999, 1)).toEqual({ ok: false, error: "notFound" });
  });

  it("saves lines over the deal's version, keeps only the vehicle it had, and says so in words", async () => {
    const before = await dealPage(TEST_STAFF, dealId);
    const body = before!.lines[0];
    const lines: DealLineInput[] = [
      body,
      { kind: "fee", label: "諸費用", amountYen: before!.lines[1].amountYen - 24_600, vehicleId: null },
      { kind: "weightTax", label: "自動車重量税", amountYen: 24_600, vehicleId: null },
      // A vehicle id the deal never had, as a tampered hidden field would send it.
      { kind: "body", label: "もう一台", amountYen: 1_000_000, vehicleId: priced.id + 1 },
      { kind: "discount", label: "値引き", amountYen: 1_000_000, vehicleId: null },
    ];
    expect(await saveDealLines(TEST_STAFF, dealId, lines, before!.version)).toEqual({
      ok: true,
      id: dealId,
      version: 2,
    });
    const after = await dealPage(TEST_STAFF, dealId);
    expect(after!.lines.map((line) => line.vehicleId)).toEqual([priced.id, null, null, null, null]);
    // The split kept the total and took the 重量税 out of the tax.
    expect(after!.totals.amountDueYen).toBe(before!.totals.amountDueYen);
    expect(after!.totals.groups.map((group) => group.taxClass)).toEqual(["standard", "outOfScope"]);
    expect(after!.totals.groups[0].taxYen).toBeLessThan(before!.totals.groups[0].taxYen);
    const [updated] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(updated.action).toBe("updated");
    expect(updated.changes.lines[1]).toEqual(expect.arrayContaining(["自動車重量税 24,600", "値引き -1,000,000"]));
    expect(updated.changes.totalYen).toBeUndefined();

    // A page opened before that save is refused, and the lines stay as saved.
    expect(await saveDealLines(TEST_STAFF, dealId, [body], before!.version)).toEqual({
      ok: false,
      error: "conflict",
    });
    expect((await dealPage(TEST_STAFF, dealId))!.lines).toEqual(after!.lines);
    expect(await saveDealLines(TEST_STAFF, 999_999, [body], 1)).toEqual({ ok: false, error: "notFound" });
  });

  let firstQuote: number;

  it("issues a quote: numbered, drawn, mailed, and the request moves from new to quoted", async () => {
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("new");
    const seenOrder = await orderVersion(n);
    const issued = await issueQuote(TEST_STAFF, dealId, quoteInput(true), await dealVersion(dealId));
    expect(issued).toMatchObject({ ok: true, id: dealId, version: 3, number: expect.stringMatching(/^Q-\d{6}$/) });
    if (!issued.ok) return;
    firstQuote = issued.documentId;
    const document = await db.dealDocument.findUniqueOrThrow({ where: { id: issued.documentId } });
    expect(document).toMatchObject({ dealId, orderN: n, replacesId: null, locale: "ja", recipientName: "山田 太郎" });
    expect(document.issuedOn.toISOString().slice(0, 10)).toBe(ISSUED_ON);
    expect(document.validUntil!.toISOString().slice(0, 10)).toBe(quoteValidUntil(ISSUED_ON));
    expect(Buffer.from(document.pdf).subarray(0, 4).toString()).toBe("%PDF");
    const content = document.content as unknown as DocumentContent;
    expect(content.issuer.registrationNumber).toBe(company.invoiceRegistrationNumber);
    expect(content.number).toBe(issued.number);
    expect(document.totalYen).toBe(content.totals.amountDueYen);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { documentId: document.id } });
    expect(mail).toMatchObject({ kind: "document", audience: "customer", toAddress: TEST_CUSTOMER.email, orderN: n });
    expect(mail.subject).toContain(issued.number);
    // Signed by who issued it: TEST_STAFF has no name yet, so its email stands in.
    expect(mail.text.endsWith(`${mailSignature("ja", "http://127.0.0.1:3000/jp", TEST_STAFF.email)}\n`)).toBe(true);

    const order = await db.order.findUniqueOrThrow({ where: { n } });
    expect(order).toMatchObject({ status: "quoted", version: seenOrder + 1 });
    const [status] = await historyOf(TEST_STAFF, "order", n);
    expect(status).toMatchObject({ action: "status", changes: { status: ["new", "quoted"] } });
    const [quoteIssued] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(quoteIssued).toMatchObject({ action: "quoteIssued", changes: { document: [null, issued.number] } });
  });

  it("refuses an issue from a page out of date, and issues a correction that replaces the first", async () => {
    const stale = await issueQuote(TEST_STAFF, dealId, quoteInput(false), 2);
    expect(stale).toEqual({ ok: false, error: "conflict" });
    const second = await issueQuote(TEST_STAFF, dealId, quoteInput(false), await dealVersion(dealId));
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    const document = await db.dealDocument.findUniqueOrThrow({ where: { id: second.documentId } });
    expect(document.replacesId).toBe(firstQuote);
    expect(await db.outboxMail.count({ where: { documentId: second.documentId } })).toBe(0);
    // Already quoted: the status stays, and no second status row is written.
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("quoted");
    const page = await dealPage(TEST_STAFF, dealId);
    expect(page!.documents.map((row) => [row.id, row.replaces, row.replacedBy, row.mailStatus])).toEqual([
      [second.documentId, documentNumberOf(firstQuote, page!.documents), null, null],
      [firstQuote, null, second.number, "pending"],
    ]);
    expect((await getOrder(TEST_STAFF, n))!.deals[0].latestQuote).toMatchObject({ id: second.documentId });
  });

  it("hands the file to staff and to the holder of the request's token, to nobody else", async () => {
    const staff = await documentPdf(firstQuote, { staff: true, token: null });
    expect(staff!.fileName).toMatch(/^Q-\d{6}\.pdf$/);
    expect(Buffer.from(staff!.pdf).subarray(0, 4).toString()).toBe("%PDF");
    expect(await documentPdf(firstQuote, { staff: false, token: TOKEN })).toEqual(staff);
    expect(await documentPdf(firstQuote, { staff: false, token: OTHER_TOKEN })).toBeNull();
    // A token given is checked even for staff: the status page's link works for its request alone.
    expect(await documentPdf(firstQuote, { staff: true, token: OTHER_TOKEN })).toBeNull();
    expect(await documentPdf(firstQuote, { staff: false, token: "short" })).toBeNull();
    expect(await documentPdf(firstQuote, { staff: false, token: null })).toBeNull();
    expect(await documentPdf(999_999, { staff: true, token: null })).toBeNull();
  });

  it("lists the quotes on the customer's status page, newest first, the first marked replaced", async () => {
    const status = await requestStatusByToken(TOKEN);
    expect(status!.documents).toHaveLength(2);
    const [second, first] = status!.documents;
    expect(first).toMatchObject({ id: firstQuote, replacedBy: second.number, issuedOn: ISSUED_ON });
    expect(second).toMatchObject({ replacedBy: null, validUntil: quoteValidUntil(ISSUED_ON), kind: "quote" });
    expect((await requestStatusByToken(OTHER_TOKEN))!.documents).toEqual([]);
  });

  it("refuses a quote of a deal without lines, leaving its version as staff saw it", async () => {
    const bare = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    const opened = await openDeal(TEST_STAFF, bare.n, bare.version);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect((await dealPage(TEST_STAFF, opened.id))!.lines).toEqual([]);
    expect(await issueQuote(TEST_STAFF, opened.id, quoteInput(false), opened.version)).toEqual({
      ok: false,
      error: "noLines",
    });
    expect(await dealVersion(opened.id)).toBe(opened.version);
  });

  it("deletes a deal over its version; its quotes stay with the request", async () => {
    const version = await dealVersion(dealId);
    expect(await deleteDeal(TEST_STAFF, dealId, version - 1)).toEqual({ ok: false, error: "conflict" });
    expect(await deleteDeal(TEST_STAFF, dealId, version)).toEqual({ ok: true, orderN: n });
    expect(await deleteDeal(TEST_STAFF, dealId, version)).toEqual({ ok: false, error: "notFound" });
    expect(await db.dealLine.count({ where: { dealId } })).toBe(0);
    const documents = await db.dealDocument.findMany({ where: { orderN: n }, select: { dealId: true } });
    expect(documents).toEqual([{ dealId: null }, { dealId: null }]);
    const [deleted] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(deleted.action).toBe("deleted");
    expect((await requestStatusByToken(TOKEN))!.documents).toHaveLength(2);
  });
});

function documentNumberOf(id: number, rows: { id: number; number: string }[]): string {
  return rows.find((row) => row.id === id)!.number;
}
