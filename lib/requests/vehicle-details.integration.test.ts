import { beforeAll, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { getOrder } from "@/lib/admin/order-inbox";
import { ordersCsv } from "@/lib/admin/order-csv";
import { parseOrderFilter } from "@/lib/admin/orders";
import { contactSchema } from "./schema";
import { storeRequest } from "./store";
import { senderKey } from "./rate-limit";
import { withMasterNames } from "./vehicle-masters";
import jp from "@/messages/jp.json";

// A request's vehicle is stored with the names of the master rows it chose, as they were when it was sent, and
// staff still read them after the rows are deleted.
describe("a request's vehicle details", () => {
  const db = useTestDatabase();
  const ids = { maker: 0, bodyType: 0, loadClass: 0 };
  const suffix = randomUUID().slice(0, 8);

  beforeAll(async () => {
    // The status link is derived under the server's secret (lib/requests/status-token.ts).
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    const row = (name: string) => ({ slug: `${name}-${suffix}`, nameJa: `${name}（試験）`, nameEn: `${name} (test)` });
    ids.maker = (await db.maker.create({ data: { ...row("maker"), nameKana: "メーカー" } })).id;
    ids.bodyType = (await db.bodyType.create({ data: { ...row("body"), nameKana: "ボディ" } })).id;
    ids.loadClass = (await db.loadClass.create({ data: row("class") })).id;
  });

  async function send(type: "assessment" | "auction", vehicle: Record<string, string>) {
    const {
      idempotencyKey,
      locale,
      privacyConsent: _agreed,
      vehicleDetails,
      ...fields
    } = contactSchema.parse({
      locale: "ja",
      type,
      lastName: "山田",
      firstName: "太郎",
      nameKana: "ヤマダ タロウ",
      prefecture: "23",
      privacyConsent: "on",
      email: `taro-${suffix}@example.jp`,
      phone: "090-1234-5678",
      contactMethod: "phone",
      message: "よろしくお願いします",
      idempotencyKey: randomUUID(),
      ...vehicle,
    });
    const stored = vehicleDetails && (await withMasterNames(vehicleDetails, locale));
    const outcome = await storeRequest(
      { type, locale, fields, vehicleDetails: stored, idempotencyKey, senderKey: senderKey(randomUUID()) },
      () => [],
    );
    return (outcome as { n: number }).n;
  }

  it("stores a seller's truck, reads it back for staff and exports it", async () => {
    const n = await send("assessment", {
      maker: String(ids.maker),
      model: "レンジャー",
      bodyType: String(ids.bodyType),
      year: "2018",
      mileage: "12.5万km",
      inspection: "expired",
      repairHistory: "none",
    });
    const order = await getOrder(TEST_STAFF, n);
    expect(order?.vehicleDetails).toMatchObject({
      makerId: ids.maker,
      makerName: "maker（試験）",
      model: "レンジャー",
      bodyTypeName: "body（試験）",
      year: 2018,
      mileageKm: 125_000,
      inspectionState: "expired",
      repairHistory: "none",
    });
    const { csv } = await ordersCsv(TEST_STAFF, parseOrderFilter({ q: String(n) }), "ja");
    expect(csv).toContain("maker（試験）,レンジャー,body（試験）,2018年（平成30年）,12.5万km,車検切れ,なし");
  });

  it("keeps the names a request was sent with once staff delete the rows", async () => {
    const n = await send("auction", {
      wantedMaker: String(ids.maker),
      loadClass: String(ids.loadClass),
      budget: "800",
      yearFrom: "2015",
    });
    await db.maker.delete({ where: { id: ids.maker } });
    await db.loadClass.delete({ where: { id: ids.loadClass } });
    const order = await getOrder(TEST_STAFF, n);
    expect(order?.vehicleDetails).toMatchObject({
      makerId: null,
      makerName: "maker（試験）",
      loadClassId: null,
      loadClassName: "class（試験）",
      budgetYen: 8_000_000,
      yearFrom: 2015,
      yearTo: null,
    });
  });

  it("stores a car auction with the car named and the plan chosen, and exports both for staff", async () => {
    const n = await send("auction", { auctionVehicle: "car", wantedModel: "トヨタ ハイエース", feePlan: "planB" });
    expect((await getOrder(TEST_STAFF, n))?.vehicleDetails).toMatchObject({
      auctionVehicle: "car",
      model: "トヨタ ハイエース",
      feePlan: "planB",
      makerId: null,
    });
    const { csv } = await ordersCsv(TEST_STAFF, parseOrderFilter({ q: String(n) }), "ja");
    expect(csv).toContain("乗用車・バン");
    expect(csv).toContain(jp.requestVehicle.feePlans.planB);
  });

  it("drops a row that no longer exists, and keeps the request", async () => {
    const n = await send("assessment", { maker: "999999", bodyType: String(ids.bodyType) });
    expect((await getOrder(TEST_STAFF, n))?.vehicleDetails).toMatchObject({ makerId: null, makerName: "" });
  });
});
