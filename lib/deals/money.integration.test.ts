import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { pdfText } from "@/test/pdf-text";
import { historyOf } from "@/lib/admin/history";
import { company } from "@/lib/company";
import { hashStatusToken } from "@/lib/requests/status-token";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { dealPage, deleteDeal, openDeal, overduePayments } from "./deals";
import { saveDelivery } from "./delivery";
import type { DocumentContent } from "./content";
import { issueOrder } from "./orders";
import { cancelPayment, issueInvoice, recordPayment } from "./payments";

// A closed deal from its 注文書 to delivery (issue 51, slices 2 to 4), on the demo data and a fixed clock: the sale
// its order records, the deposit and the balance with their 領収書, the 請求書 as a 適格請求書, what is late on the
// dashboard, delivery, and the request moving on to 成約 and 完了, each step on the customer's status page.
const TOKEN = "M".repeat(43);
// Monday 7 December 2026, noon in Japan.
const ORDERED = new Date("2026-12-07T03:00:00Z");
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const terms = { depositDueOn: "2026-12-10", balanceDueOn: "2026-12-21" };
const delivery = {
  registeredOn: null,
  inspectedOn: null,
  carrier: "",
  transportOn: null,
  deliveryPlannedOn: null,
  deliveredOn: null,
};

describe("a closed deal's money and delivery", () => {
  const db = useTestDatabase({ demoData: true });
  // A mailed document or offer is signed with the site's address (lib/mail/signature.ts).
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
  });
  let n: number;
  let dealId: number;
  let vehicleId: number;
  let due: number;
  const version = async () => (await db.deal.findUniqueOrThrow({ where: { id: dealId } })).version;
  const contentOf = async (number: string) => {
    const [kind, no] = number.split("-");
    const document = await db.dealDocument.findFirstOrThrow({
      where: { no: Number(no), kind: { OR: "order", INV: "invoice", RC: "receipt" }[kind] as "order" },
    });
    return { ...document, content: document.content as unknown as DocumentContent };
  };

  beforeAll(async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({
      where: { kind: "sale", status: "published", priceBodyYen: { gt: 0 }, priceFeesYen: { gt: 0 } },
      orderBy: { id: "desc" },
    });
    vehicleId = vehicle.id;
    due = vehicle.priceTotalYen!;
    const order = await db.order.create({
      data: { ...testVehicleOrder(vehicle), companyName: "山田運送", statusTokenHash: hashStatusToken(TOKEN) },
    });
    n = order.n;
    const opened = await openDeal(TEST_STAFF, n, order.version);
    dealId = opened.ok ? opened.id : 0;
  });

  it("refuses an order whose deposit is above the amount due, writing nothing", async () => {
    const seen = await version();
    const refused = await issueOrder(
      TEST_STAFF,
      dealId,
      { ...terms, depositYen: due + 1, locale: "ja", mail: false },
      seen,
      ORDERED,
    );
    expect(refused).toEqual({ ok: false, error: "depositExceeds" });
    expect(await version()).toBe(seen);
    expect(await db.dealDocument.count({ where: { dealId } })).toBe(0);
  });

  it("closes the deal with its 注文書: the vehicle sold to the request, which moves to 成約", async () => {
    const issued = await issueOrder(
      TEST_STAFF,
      dealId,
      { ...terms, depositYen: 500_000, locale: "ja", mail: true },
      await version(),
      ORDERED,
    );
    expect(issued).toMatchObject({ ok: true, number: "OR-000001" });
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId }, include: { sale: true } });
    expect(vehicle).toMatchObject({ status: "sold", soldAt: ORDERED });
    // Its body and 諸費用 are both the dealer's taxed price: the sale is the whole 支払総額 here.
    expect(vehicle.sale).toMatchObject({ orderN: n, salePriceYen: due, soldOn: new Date("2026-12-07T00:00:00Z") });
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({ status: "won" });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { orderN: n, kind: "document" } });
    expect(mail.subject).toBe("注文書（OR-000001）をお送りします");
    // The deal was opened at the real time, after this fixed clock's noon: found by its action, not its place.
    const row = (await historyOf(TEST_STAFF, "deal", dealId)).find((entry) => entry.action === "orderIssued");
    expect(row).toMatchObject({
      changes: { document: [null, "OR-000001"], depositYen: [null, 500_000], balanceDueOn: [null, "2026-12-21"] },
    });
    const page = await dealPage(TEST_STAFF, dealId, ORDERED);
    expect(page!.money).toMatchObject({
      orderedOn: "2026-12-07",
      totalYen: due,
      owed: { owedYen: due, next: { part: "deposit", amountYen: 500_000, dueOn: "2026-12-10" }, overdueYen: 0 },
    });
    // A deal that is a sale stays.
    expect(await deleteDeal(TEST_STAFF, dealId, await version())).toEqual({ ok: false, error: "dealHasMoney" });
  });

  it("refuses the same vehicle to another request's order", async () => {
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    const other = await db.order.create({ data: { ...testVehicleOrder(vehicle), ...TEST_CUSTOMER } });
    const opened = await openDeal(TEST_STAFF, other.n, other.version);
    const otherDeal = opened.ok ? opened.id : 0;
    expect(
      await issueOrder(TEST_STAFF, otherDeal, { ...terms, depositYen: 0, locale: "ja", mail: false }, 1, ORDERED),
    ).toEqual({ ok: false, error: "vehicleSoldElsewhere" });
  });

  it("records the deposit with its 領収書, refuses more than is owed, and shows what is late", async () => {
    const payment = { amountYen: 500_000, method: "transfer", receipt: true, mail: false, locale: "ja" } as const;
    expect(
      await recordPayment(
        TEST_STAFF,
        dealId,
        { ...payment, receivedOn: "2026-12-09", amountYen: due + 1 },
        await version(),
      ),
    ).toEqual({ ok: false, error: "paymentExceedsOwed" });
    // Before the deposit is paid, the 11th is a day past its due day.
    expect(await overduePayments(TEST_STAFF, at("2026-12-11"))).toEqual([
      expect.objectContaining({ dealId, orderN: n, overdueYen: 500_000, daysOverdue: 1 }),
    ]);
    const recorded = await recordPayment(
      TEST_STAFF,
      dealId,
      { ...payment, receivedOn: "2026-12-09" },
      await version(),
      at("2026-12-09"),
    );
    expect(recorded).toMatchObject({ ok: true, receipt: "RC-000001" });
    const receipt = await contentOf("RC-000001");
    expect(receipt.totalYen).toBe(500_000);
    expect(receipt.content.payment).toEqual({
      amountYen: 500_000,
      receivedOn: "2026-12-09",
      method: "transfer",
      part: "deposit",
    });
    expect(await overduePayments(TEST_STAFF, at("2026-12-11"))).toEqual([]);
    // Past the balance's day, the rest is late.
    expect(await overduePayments(TEST_STAFF, at("2026-12-22"))).toEqual([
      expect.objectContaining({ dealId, overdueYen: due - 500_000, daysOverdue: 1 }),
    ]);
  });

  it("cancels a payment recorded by mistake: what is owed comes back, its 領収書 stays, marked void", async () => {
    const mistaken = await recordPayment(
      TEST_STAFF,
      dealId,
      { amountYen: 50_000, method: "cash", receivedOn: "2026-12-09", receipt: true, mail: false, locale: "ja" },
      await version(),
      at("2026-12-09"),
    );
    expect(mistaken).toMatchObject({ ok: true, receipt: "RC-000002" });
    const paymentId = mistaken.ok ? mistaken.paymentId : 0;
    const stale = (await version()) - 1;
    expect(await cancelPayment(TEST_STAFF, dealId, paymentId, stale)).toEqual({ ok: false, error: "conflict" });
    expect(await cancelPayment(TEST_STAFF, dealId, paymentId, await version(), at("2026-12-09"))).toMatchObject({
      ok: true,
    });
    expect(await db.dealPayment.count({ where: { id: paymentId } })).toBe(0);
    expect((await contentOf("RC-000002")).voidedAt).not.toBeNull();
    const page = await dealPage(TEST_STAFF, dealId, at("2026-12-09"));
    expect(page!.money!.owed.paidYen).toBe(500_000);
    expect(page!.documents.find((document) => document.number === "RC-000002")).toMatchObject({ voided: true });
    const [row] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(row).toMatchObject({
      action: "paymentCancelled",
      changes: { amountYen: [50_000, null], document: ["RC-000002", null] },
    });
  });

  it("bills the rest with a 適格請求書 that reads back its 登録番号, the tax by rate and the customer", async () => {
    const issued = await issueInvoice(
      TEST_STAFF,
      dealId,
      { dueOn: "2026-12-18", locale: "ja", mail: true },
      await version(),
      at("2026-12-10"),
    );
    expect(issued).toMatchObject({ ok: true, number: "INV-000001" });
    const invoice = await contentOf("INV-000001");
    expect(invoice.content.billing).toMatchObject({ paidYen: 500_000, billedYen: due - 500_000, dueOn: "2026-12-18" });
    const text = await pdfText(invoice.pdf);
    const yen = (amount: number) => `${amount.toLocaleString("ja-JP")}円`;
    for (const words of [
      "御請求書",
      `登録番号${company.invoiceRegistrationNumber}`,
      "山田運送株式会社".slice(0, 4),
      "山田太郎様",
      `ご請求金額${yen(due - 500_000)}`,
      `10%対象${yen(invoice.content.totals.groups[0]!.totalYen)}（内消費税${yen(invoice.content.totals.groups[0]!.taxYen)}）`,
    ])
      expect(text).toContain(words);
    expect((await dealPage(TEST_STAFF, dealId, at("2026-12-10")))!.money!.terms.balanceDueOn).toBe("2026-12-18");
  });

  it("records the balance and delivery: delivered and paid, the request is 完了, each step shown", async () => {
    const balance = await recordPayment(
      TEST_STAFF,
      dealId,
      { amountYen: due - 500_000, method: "loan", receivedOn: "2026-12-16", receipt: false, mail: false, locale: "ja" },
      await version(),
      at("2026-12-16"),
    );
    expect(balance).toMatchObject({ ok: true, receipt: null });
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({ status: "won" });
    const planned = { ...delivery, registeredOn: "2026-12-17", carrier: "中部陸送", transportOn: "2026-12-19" };
    expect(
      await saveDelivery(
        TEST_STAFF,
        dealId,
        { ...planned, deliveryPlannedOn: "2026-12-19" },
        await version(),
        at("2026-12-17"),
      ),
    ).toMatchObject({ ok: true });
    const midway = await requestStatusByToken(TOKEN, at("2026-12-18"));
    expect(midway!.deal!.map(({ step, state }) => `${step}:${state}`)).toEqual([
      "ordered:done",
      "deposit:done",
      "invoice:done",
      "balance:done",
      "registration:done",
      "transport:next",
      "delivery:later",
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({ status: "won" });
    const delivered = await saveDelivery(
      TEST_STAFF,
      dealId,
      { ...planned, deliveryPlannedOn: "2026-12-19", deliveredOn: "2026-12-19" },
      await version(),
      at("2026-12-19"),
    );
    expect(delivered).toMatchObject({ ok: true });
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({ status: "closed" });
    const done = await requestStatusByToken(TOKEN, at("2026-12-19"));
    expect(done!.deal!.every((step) => step.state === "done")).toBe(true);
    const [row] = await historyOf(TEST_STAFF, "deal", dealId);
    expect(row).toMatchObject({ action: "delivery", changes: { deliveredOn: [null, "2026-12-19"] } });
  });

  it("offers an auction's terms from its win: the deposit before the bid, the balance 3 business days on", async () => {
    const auction = await db.order.create({
      data: { ...TEST_CUSTOMER, type: "auction", steps: { create: { step: "win", doneOn: new Date("2026-12-28") } } },
    });
    const opened = await openDeal(TEST_STAFF, auction.n, auction.version);
    const page = await dealPage(TEST_STAFF, opened.ok ? opened.id : 0, at("2026-12-21"));
    expect(page!.orderTerms).toMatchObject({ depositDueOn: "2026-12-22", balanceDueOn: "2027-01-06" });
    expect(page!.invoiceDueOn).toBe("2027-01-06");
  });
});
