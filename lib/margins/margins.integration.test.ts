import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import { signAdminToken } from "@/lib/auth/token";
import { historyOf, listChanges } from "@/lib/admin/history";
import { pageFailure } from "@/lib/http/page-failure";

// Issue 51, slice 6, against a real database: a staff account finds no costs and no report (404, refused), an owner
// writes costs over the version seen with history in words, and the month's report counts sales by Japan's days.
const SECRET = "integration-test-secret-0123456789abcdef";
const request = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
  cookies: async () => ({
    get: (name: string) => (name === "token" && request.token ? { value: request.token } : undefined),
  }),
}));
vi.mock("next/cache", () => ({ updateTag: () => {} }));
// next-intl's navigation needs Next's bundler to load; the pages' sign-in redirect is not what is tested here.
vi.mock("@/lib/i18n/navigation", () => ({
  redirect: () => {
    throw new Error("redirected to sign in");
  },
}));

const { requirePermission } = await import("@/lib/auth/staff");
const actions = await import("@/app/actions/admin-costs");
const csvRoute = await import("@/app/api/admin/report/csv/route");
const { addCostLine, removeCostLine, savePurchase, setAcquisition, vehicleCostsPage, COST_ENTITY } =
  await import("./costs");
const { monthlyReport } = await import("./report");
const { monthlyReportCsv } = await import("./report-csv");

const forbidden = { ok: false, formError: { code: "forbidden" }, fieldErrors: {} };
const NOW = new Date("2026-12-05T03:00:00Z");

describe("what each truck earned", () => {
  const db = useTestDatabase({ demoData: true });
  let clerk: StaffSession;
  let master: { makerId: number; loadClassId: number; bodyTypeId: number };
  let otherBodyTypeId: number;
  let serial = 0;

  const signedInAs = async (staff: StaffSession) => {
    await db.adminSession.upsert({
      where: { id: staff.sessionId },
      create: { id: staff.sessionId, userId: staff.userId, expiresAt: new Date(Date.now() + 3_600_000) },
      update: {},
    });
    request.token = await signAdminToken({ sub: String(staff.userId), sid: staff.sessionId }, SECRET);
  };

  /** A sale vehicle of this suite's own, listed on `publishedOn` and, given a sale, sold on `soldOn`. */
  const vehicle = async (
    name: string,
    publishedOn: string,
    sale?: { priceYen: number; soldOn: string; orderN?: number; status?: "sold" | "published"; bodyTypeId?: number },
  ) => {
    serial += 1;
    return db.vehicle.create({
      data: {
        kind: "sale",
        strId: `margins-${serial}`,
        nameJa: name,
        nameEn: `Truck ${serial}`,
        ...master,
        ...(sale?.bodyTypeId && { bodyTypeId: sale.bodyTypeId }),
        status: sale ? (sale.status ?? "sold") : "published",
        publishedAt: new Date(`${publishedOn}T00:00:00+09:00`),
        ...(sale && {
          sale: {
            create: {
              salePriceYen: sale.priceYen,
              soldOn: new Date(`${sale.soldOn}T00:00:00Z`),
              orderN: sale.orderN ?? null,
              recordedById: TEST_STAFF.userId,
              recordedByName: "記録者",
            },
          },
        }),
      },
    });
  };

  beforeAll(async () => {
    const account = await db.adminUser.create({
      data: { email: "clerk@example.jp", name: "事務", passwordHash: "-", role: "staff" },
    });
    clerk = { userId: account.id, sessionId: "clerk", email: account.email, name: account.name, role: "staff" };
    const sample = await db.vehicle.findFirstOrThrow({ where: { kind: "sale" } });
    master = { makerId: sample.makerId, loadClassId: sample.loadClassId, bodyTypeId: sample.bodyTypeId };
    otherBodyTypeId = (await db.bodyType.findFirstOrThrow({ where: { id: { not: sample.bodyTypeId } } })).id;
  });
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", SECRET);
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  it("tells a staff account it has no access to the costs and the report, and refuses its writes", async () => {
    const truck = await vehicle("いすゞ エルフ 2t 平ボディ", "2026-10-01", {
      priceYen: 3_000_000,
      soldOn: "2026-11-10",
    });
    await signedInAs(clerk);
    const thrown = await requirePermission("ja", "viewMargins").catch((error: unknown) => error);
    expect(pageFailure(thrown)).toBe("forbidden");
    expect(await vehicleCostsPage(clerk, truck.id)).toBeNull();
    expect(await monthlyReport(clerk, "2026-11")).toBeNull();
    const csv = await csvRoute.GET(new NextRequest("http://127.0.0.1:3000/api/admin/report/csv?month=2026-11&lang=jp"));
    expect(csv.status).toBe(404);

    const form = new FormData();
    for (const [name, value] of Object.entries({ id: String(truck.id), version: "", purchasePriceYen: "200万" }))
      form.set(name, value);
    expect(await actions.savePurchase(null, form)).toMatchObject(forbidden);
    expect(
      await actions.addCostLine(null, { id: truck.id, version: "", kind: "maintenance", amountYen: "10000" }),
    ).toEqual(forbidden);
    expect(await actions.removeCostLine(null, { id: truck.id, version: 1, line: 1 })).toEqual(forbidden);
    expect(await db.vehicleCost.count({ where: { vehicleId: truck.id } })).toBe(0);

    // The same requests from an owner go through.
    await signedInAs(TEST_STAFF);
    expect(await requirePermission("ja", "viewMargins")).toMatchObject({ userId: TEST_STAFF.userId });
    expect(await actions.savePurchase(null, form)).toMatchObject({ ok: true, value: { id: truck.id, version: 1 } });
    const owned = await csvRoute.GET(
      new NextRequest("http://127.0.0.1:3000/api/admin/report/csv?month=2026-11&lang=jp"),
    );
    expect(owned.status).toBe(200);
    expect(owned.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bad = await csvRoute.GET(new NextRequest("http://127.0.0.1:3000/api/admin/report/csv?month=2026-13"));
    expect(bad.status).toBe(404);
  });

  it("keeps the cost history from staff, in the record's history and the whole log", async () => {
    const truck = await vehicle("日野 レンジャー 4t ウイング", "2026-09-01");
    expect(
      await savePurchase(TEST_STAFF, truck.id, { purchasePriceYen: 1, supplier: "", purchasedOn: null }, null),
    ).toMatchObject({
      ok: true,
    });
    expect((await historyOf(TEST_STAFF, COST_ENTITY, truck.id)).length).toBe(1);
    expect(await historyOf(clerk, COST_ENTITY, truck.id)).toEqual([]);
    const seenByClerk = await listChanges(clerk, { page: 1 });
    expect(seenByClerk.rows.some((row) => row.entity === COST_ENTITY)).toBe(false);
    expect(
      (await listChanges(clerk, { entity: COST_ENTITY, page: 1 })).rows.some((row) => row.entity === COST_ENTITY),
    ).toBe(false);
    expect((await listChanges(TEST_STAFF, { entity: COST_ENTITY, page: 1 })).total).toBeGreaterThan(0);
  });

  it("writes the purchase and each cost line over the version seen, with history in words", async () => {
    const truck = await vehicle("三菱ふそう ファイター 4t クレーン", "2026-08-01", {
      priceYen: 4_980_000,
      soldOn: "2026-11-20",
    });
    const purchase = { purchasePriceYen: 3_600_000, supplier: "USS東京", purchasedOn: "2026-07-28" };
    expect(await savePurchase(TEST_STAFF, truck.id, purchase, null)).toEqual({ ok: true, id: truck.id, version: 1 });
    // A second first save, from a tab opened before the first, is refused rather than made twice.
    expect(await savePurchase(TEST_STAFF, truck.id, purchase, null)).toEqual({ ok: false, error: "conflict" });
    const line = { kind: "maintenance" as const, label: "車検整備一式", amountYen: 180_000, spentOn: "2026-08-05" };
    expect(await addCostLine(TEST_STAFF, truck.id, line, 1)).toEqual({ ok: true, id: truck.id, version: 2 });
    expect(await addCostLine(TEST_STAFF, truck.id, { ...line, kind: "transport", amountYen: 45_000 }, 2)).toMatchObject(
      {
        version: 3,
      },
    );
    const [serviced] = await db.vehicleCostLine.findMany({ where: { vehicleId: truck.id }, orderBy: { id: "asc" } });
    expect(await removeCostLine(TEST_STAFF, truck.id, serviced.id, 2)).toEqual({ ok: false, error: "conflict" });
    expect(await removeCostLine(TEST_STAFF, truck.id, 999_999, 3)).toEqual({ ok: false, error: "notFound" });
    expect(await addCostLine(TEST_STAFF, 999_999, line, 1)).toEqual({ ok: false, error: "notFound" });

    const page = await vehicleCostsPage(TEST_STAFF, truck.id, NOW);
    expect(page).toMatchObject({
      version: 3,
      purchase,
      linesTotalYen: 225_000,
      costYen: 3_825_000,
      sale: { salePriceYen: 4_980_000, soldOn: "2026-11-20", grossProfitYen: 1_155_000, marginPercent: 23.2 },
      daysInStock: 111,
    });

    expect(await removeCostLine(TEST_STAFF, truck.id, serviced.id, 3)).toMatchObject({ ok: true, version: 4 });
    const history = await historyOf(TEST_STAFF, COST_ENTITY, truck.id);
    expect(history.map((row) => row.action)).toEqual(["costLineRemoved", "costLineAdded", "costLineAdded", "updated"]);
    expect(history[0].changes).toEqual({
      kind: ["maintenance", null],
      label: ["車検整備一式", ""],
      amountYen: [180_000, null],
      spentOn: ["2026-08-05", null],
    });
    expect(history.at(-1)!.changes).toEqual({
      purchasePriceYen: [null, 3_600_000],
      supplier: ["", "USS東京"],
      purchasedOn: [null, "2026-07-28"],
    });
    expect(history[0].entityLabel).toBe(`No.${truck.inquiryNo} 三菱ふそう ファイター 4t クレーン`);
  });

  it("lets the buy-in set the purchase inside its own transaction, moving the version an open form saw", async () => {
    const truck = await vehicle("UD コンドル 3t 冷凍車", "2026-11-01");
    await db.$transaction((tx) =>
      setAcquisition(tx, TEST_STAFF, truck.id, { priceYen: 2_200_000, supplier: "個人（山田様）", on: "2026-10-30" }),
    );
    expect(await db.vehicleCost.findUniqueOrThrow({ where: { vehicleId: truck.id } })).toMatchObject({
      purchasePriceYen: 2_200_000,
      supplier: "個人（山田様）",
      version: 1,
    });
    await db.$transaction((tx) =>
      setAcquisition(tx, TEST_STAFF, truck.id, { priceYen: 2_100_000, supplier: "個人（山田様）", on: "2026-10-30" }),
    );
    expect(
      await savePurchase(TEST_STAFF, truck.id, { purchasePriceYen: 1, supplier: "", purchasedOn: null }, 1),
    ).toEqual({
      ok: false,
      error: "conflict",
    });
    const [latest] = await historyOf(TEST_STAFF, COST_ENTITY, truck.id);
    expect(latest.changes).toEqual({ purchasePriceYen: [2_200_000, 2_100_000] });
  });

  it("counts a month's sales by Japan's days, by body type and by staff, and writes them as CSV", async () => {
    const assignee = await db.adminUser.create({
      data: { email: "sales@example.jp", name: "営業 佐藤", passwordHash: "-", role: "staff" },
    });
    const order = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale", assigneeId: assignee.id } });
    const costed = await vehicle('=HYPERLINK("x") いすゞ ギガ', "2025-09-01", {
      priceYen: 5_000_000,
      soldOn: "2025-11-01",
      orderN: order.n,
    });
    await db.vehicleCost.create({
      data: {
        vehicleId: costed.id,
        purchasePriceYen: 3_800_000,
        lines: { create: { kind: "panel", amountYen: 200_000 } },
      },
    });
    await vehicle("日野 デュトロ 2t ダンプ", "2025-11-10", {
      priceYen: 3_000_000,
      soldOn: "2025-11-30",
      bodyTypeId: otherBodyTypeId,
    });
    // The day before the month, the day after it, and a sale that fell through: none is November's.
    await vehicle("前月の売約", "2025-10-01", { priceYen: 9_000_000, soldOn: "2025-10-31" });
    await vehicle("翌月の売約", "2025-10-01", { priceYen: 9_000_000, soldOn: "2025-12-01" });
    await vehicle("販売中に戻した車両", "2025-10-01", {
      priceYen: 9_000_000,
      soldOn: "2025-11-15",
      status: "published",
    });

    const report = (await monthlyReport(TEST_STAFF, "2025-11", NOW))!;
    expect(report.totals).toEqual({
      sold: 2,
      revenueYen: 8_000_000,
      costYen: 4_000_000,
      grossProfitYen: 1_000_000,
      marginPercent: 20,
      averageDaysInStock: 41,
      costed: 1,
      uncosted: 1,
    });
    expect(report.byStaff.map((row) => [row.name, row.totals.sold])).toEqual([
      ["営業 佐藤", 1],
      ["記録者", 1],
    ]);
    expect(report.vehicles.map((row) => row.staff.assigned)).toEqual([true, false]);
    expect(report.byBodyType.map((row) => row.totals.revenueYen)).toEqual([5_000_000, 3_000_000]);
    expect(report.chart).toHaveLength(12);
    expect(report.chart.at(-1)).toEqual({
      month: "2025-11",
      revenueYen: 8_000_000,
      grossProfitYen: 1_000_000,
      sold: 2,
    });
    expect(report.chart.at(-2)).toMatchObject({ month: "2025-10", sold: 1, revenueYen: 9_000_000 });

    const empty = (await monthlyReport(TEST_STAFF, "2025-06", NOW))!;
    expect(empty.totals.sold).toBe(0);
    expect(empty.vehicles).toEqual([]);

    const { csv, filename } = (await monthlyReportCsv(TEST_STAFF, "2025-11", "ja", NOW))!;
    expect(filename).toBe("report-2025-11-2026-12-05.csv");
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe(
      "\uFEFF売約日,管理番号,車両名,ボディタイプ,担当者,売約価格（税込）,仕入価格（税込）,原価（税込）,粗利,粗利率（%）,在庫日数",
    );
    expect(rows[1]).toMatch(new RegExp(`^2025-11-01,${costed.inquiryNo},"'=HYPERLINK\\(""x""\\) いすゞ ギガ",`));
    expect(rows[1]).toMatch(/,営業 佐藤,5000000,3800000,4000000,1000000,20,61$/);
    expect(rows[2]).toMatch(/,記録者,3000000,,,,,20$/);
  });
});
