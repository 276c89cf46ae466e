import { beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, testVehicleForm, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { historyOf } from "./history";
import { getOrder } from "./order-inbox";
import { listAdminVehicles, moveVehicle } from "./inventory";
import { bulkMoveVehicles } from "./inventory-bulk";
import { exportInventoryCsv } from "./inventory-csv";
import { vehicleSaleSchema } from "./vehicle-sale";
import { recordVehicleSale, vehicleSalePanel } from "./vehicle-sales";
import { createVehicle } from "./vehicle-save";
import { parseAdminVehicleFilter } from "./vehicles";

const staff = TEST_STAFF;

describe("a vehicle's sale", () => {
  const db = useTestDatabase({ demoData: true });
  let form: Awaited<ReturnType<typeof testVehicleForm>>;
  const sale = (input: Record<string, string>) =>
    vehicleSaleSchema.parse({ salePriceYen: "498万", soldOn: "2026-11-20", ...input });
  const listed = async (input: Record<string, string> = {}) => {
    const created = await createVehicle(
      staff,
      "sale",
      form({ priceBodyYen: "5000000", priceFeesYen: "300000", ...input }),
    );
    if (!created.ok) throw new Error("not created");
    return db.vehicle.findUniqueOrThrow({ where: { id: created.id } });
  };

  beforeAll(async () => {
    form = await testVehicleForm(db);
  });

  it("marks the vehicle sold to the request that bought it, now 成約, and lists the requests that named it", async () => {
    const vehicle = await listed();
    const asked = await db.order.create({ data: testVehicleOrder(vehicle) });
    const bought = await db.order.create({
      data: { ...testVehicleOrder(vehicle), lastName: "佐藤", firstName: "花子", companyName: "佐藤運輸" },
    });
    await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    const now = new Date("2026-11-21T03:00:00Z");

    const saved = await recordVehicleSale(staff, vehicle.id, sale({ orderN: String(bought.n) }), vehicle.version, now);

    expect(saved).toEqual({ ok: true, id: vehicle.id, version: vehicle.version + 1 });
    const after = await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { sale: true } });
    expect(after).toMatchObject({ status: "sold", soldAt: now });
    expect(after.sale).toMatchObject({
      orderN: bought.n,
      salePriceYen: 4_980_000,
      soldOn: new Date("2026-11-20T00:00:00Z"),
      recordedById: staff.userId,
      recordedByName: staff.email,
    });
    const row = (await historyOf(staff, "vehicle", vehicle.id)).find((entry) => entry.action === "sale");
    expect(row).toMatchObject({
      action: "sale",
      changes: {
        status: ["published", "sold"],
        orderN: [null, bought.n],
        salePriceYen: [null, 4_980_000],
        soldOn: [null, "2026-11-20"],
      },
    });
    expect(await db.order.findUniqueOrThrow({ where: { n: bought.n } })).toMatchObject({ status: "won", version: 2 });
    expect(await db.order.findUniqueOrThrow({ where: { n: asked.n } })).toMatchObject({ status: "new", version: 1 });
    const panel = await vehicleSalePanel(staff, vehicle.id, now);
    expect(panel?.requests.map((request) => request.n)).toEqual([bought.n, asked.n]);
    expect(panel?.sale).toMatchObject({ orderN: bought.n, soldOn: "2026-11-20", order: { lastName: "佐藤" } });
    expect((await getOrder(staff, bought.n))?.sales).toEqual([
      {
        soldOn: new Date("2026-11-20T00:00:00Z"),
        vehicle: {
          id: vehicle.id,
          kind: "sale",
          inquiryNo: vehicle.inquiryNo,
          nameJa: vehicle.nameJa,
          nameEn: vehicle.nameEn,
        },
      },
    ]);
    expect((await getOrder(staff, asked.n))?.sales).toEqual([]);
  });

  it("lists the request a sale names on the vehicle's page even when the request never named the vehicle", async () => {
    const vehicle = await listed();
    const general = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    await recordVehicleSale(staff, vehicle.id, sale({ typedOrderN: String(general.n) }), vehicle.version);
    const panel = await vehicleSalePanel(staff, vehicle.id);
    expect(panel?.requests.map((request) => request.n)).toEqual([general.n]);
    expect(panel?.requests[0]).toMatchObject({ version: 2, deals: [] });
  });

  it("records a buyer without a request, by name, company and phone as stored", async () => {
    const vehicle = await listed();
    const input = sale({ buyerName: "鈴木 一郎", buyerCompany: "鈴木建設", buyerPhone: "０９０-１１１１-２２２２" });
    expect(await recordVehicleSale(staff, vehicle.id, input, vehicle.version)).toMatchObject({ ok: true });
    expect(await db.vehicleSale.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).toMatchObject({
      orderN: null,
      buyerName: "鈴木 一郎",
      buyerCompany: "鈴木建設",
      buyerPhone: "09011112222",
    });
  });

  it("refuses a stale version, an unknown request and a draft, writing nothing", async () => {
    const vehicle = await listed();
    await moveVehicle(staff, vehicle.id, "reserve", vehicle.version);
    expect(await recordVehicleSale(staff, vehicle.id, sale({ buyerName: "A" }), vehicle.version)).toEqual({
      ok: false,
      error: "conflict",
    });
    expect(await recordVehicleSale(staff, vehicle.id, sale({ typedOrderN: "999999" }), vehicle.version + 1)).toEqual({
      ok: false,
      error: "saleUnknownRequest",
    });
    const draft = await listed({ status: "draft" });
    expect(await recordVehicleSale(staff, draft.id, sale({ buyerName: "A" }), draft.version)).toEqual({
      ok: false,
      error: "saleNotListed",
    });
    expect(await db.vehicleSale.count({ where: { vehicleId: { in: [vehicle.id, draft.id] } } })).toBe(0);
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({ status: "reserved" });
  });

  it("completes a sale marked in bulk, keeps it when back on sale, and outlives its request", async () => {
    const vehicle = await listed();
    const order = await db.order.create({ data: testVehicleOrder(vehicle) });
    await bulkMoveVehicles(staff, "sale", [vehicle.id], "sold");
    const sold = await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } });
    expect((await vehicleSalePanel(staff, vehicle.id))?.sale).toBeNull();

    await recordVehicleSale(staff, vehicle.id, sale({ orderN: String(order.n) }), sold.version);
    const completed = (await historyOf(staff, "vehicle", vehicle.id)).find((entry) => entry.action === "sale");
    // Already sold: the row says what the record added, not a status change that did not happen.
    expect(completed?.changes).toMatchObject({ salePriceYen: [null, 4_980_000] });
    expect(completed?.changes).not.toHaveProperty("status");
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({ soldAt: sold.soldAt });

    expect(await moveVehicle(staff, vehicle.id, "unsell", sold.version + 1)).toMatchObject({
      ok: true,
      status: "published",
    });
    expect(await db.vehicleSale.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).toMatchObject({
      orderN: order.n,
    });
    await db.order.delete({ where: { n: order.n } });
    expect(await db.vehicleSale.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).toMatchObject({
      orderN: null,
      salePriceYen: 4_980_000,
    });
  });

  it("stays out of the inventory's CSV export", async () => {
    const vehicle = await listed({ nameJa: "CSVに出ない売約価格" });
    await recordVehicleSale(
      staff,
      vehicle.id,
      sale({ buyerName: "非公開 太郎", salePriceYen: "4,321,987" }),
      vehicle.version,
    );
    const csv = await exportInventoryCsv(staff, "sale", parseAdminVehicleFilter({ q: "CSVに出ない売約価格" }), "ja");
    expect(csv).toContain("CSVに出ない売約価格");
    expect(csv).not.toContain("4321987");
    expect(csv).not.toContain("非公開 太郎");
  });
});

describe("the stock list", () => {
  const db = useTestDatabase({ demoData: true });
  let form: Awaited<ReturnType<typeof testVehicleForm>>;

  beforeAll(async () => {
    form = await testVehicleForm(db);
  });

  it("counts days in stock from the listing to today, or to the sale day once sold", async () => {
    const created = await createVehicle(
      staff,
      "sale",
      form({ nameJa: "在庫日数 テスト", priceBodyYen: "1000000", priceFeesYen: "0" }),
    );
    if (!created.ok) throw new Error("not created");
    await db.vehicle.update({
      where: { id: created.id },
      data: { createdAt: new Date("2026-10-01T00:00:00Z"), publishedAt: new Date("2026-10-31T16:00:00Z") },
    });
    const days = async (now: Date) =>
      (await listAdminVehicles(staff, "sale", parseAdminVehicleFilter({ q: "在庫日数 テスト" }), now)).vehicles[0]
        .daysInStock;
    // Listed on 1 November in Japan (16:00 UTC is the next day there).
    expect(await days(new Date("2026-11-28T03:00:00Z"))).toBe(27);
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: created.id } });
    await recordVehicleSale(
      staff,
      vehicle.id,
      vehicleSaleSchema.parse({ buyerName: "A", salePriceYen: "100万", soldOn: "2026-11-11" }),
      vehicle.version,
    );
    expect(await days(new Date("2026-12-28T03:00:00Z"))).toBe(10);
  });

  it("sorts by days in stock, longest first, a sold vehicle by the days it stood until its sale", async () => {
    const make = async (listedOn: string, createdOn = listedOn) => {
      const created = await createVehicle(staff, "sale", form({ nameJa: "在庫日数順 テスト" }));
      if (!created.ok) throw new Error("not created");
      await db.vehicle.update({
        where: { id: created.id },
        data: { createdAt: new Date(`${createdOn}T03:00:00Z`), publishedAt: new Date(`${listedOn}T03:00:00Z`) },
      });
      return created.id;
    };
    const recent = await make("2026-11-20");
    const longest = await make("2026-06-01");
    // Listed before the others but sold after 10 days: its 在庫日数 stopped at 10.
    const soldEarly = await make("2026-05-01");
    const sold = await db.vehicle.findUniqueOrThrow({ where: { id: soldEarly } });
    await recordVehicleSale(
      staff,
      sold.id,
      vehicleSaleSchema.parse({ buyerName: "A", salePriceYen: "100万", soldOn: "2026-05-11" }),
      sold.version,
    );
    const middle = await make("2026-09-01");
    const list = await listAdminVehicles(
      staff,
      "sale",
      parseAdminVehicleFilter({ q: "在庫日数順 テスト", sort: "days-desc" }),
      new Date("2026-12-01T03:00:00Z"),
    );
    expect(list.vehicles.map(({ id, daysInStock }) => [id, daysInStock])).toEqual([
      [longest, 183],
      [middle, 91],
      [recent, 11],
      [soldEarly, 10],
    ]);
    expect(list.total).toBe(4);
  });

  it("filters by maker, body type, yard and price range in 万円, together with the search", async () => {
    const [hino, dump] = await Promise.all([
      db.maker.findFirstOrThrow({ where: { slug: "hino" } }),
      db.bodyType.findFirstOrThrow({ where: { slug: "dump" } }),
    ]);
    const make = async (input: Record<string, string>) => {
      const created = await createVehicle(
        staff,
        "sale",
        form({ nameJa: "絞り込み テスト", ...input, ...(input.priceBodyYen && { priceFeesYen: "0" }) }),
      );
      if (!created.ok) throw new Error("not created");
      return created.id;
    };
    const hinoDump = await make({ makerId: String(hino.id), bodyTypeId: String(dump.id), priceBodyYen: "3000000" });
    const osaka = await make({ yard: "branch", priceBodyYen: "5000000" });
    const onRequest = await make({ yard: "branch" });
    const ids = async (query: Record<string, string>) =>
      (await listAdminVehicles(staff, "sale", parseAdminVehicleFilter({ q: "絞り込み テスト", ...query }))).vehicles
        .map((vehicle) => vehicle.id)
        .sort((a, b) => a - b);

    expect(await ids({ maker: String(hino.id) })).toEqual([hinoDump]);
    expect(await ids({ bodyType: String(dump.id) })).toEqual([hinoDump]);
    expect(await ids({ yard: "branch" })).toEqual([osaka, onRequest].sort((a, b) => a - b));
    expect(await ids({ priceMin: "400" })).toEqual([osaka]);
    expect(await ids({ priceMax: "３００" })).toEqual([hinoDump]);
    // The wrong way round means the same range; a price on request is in no range.
    expect(await ids({ priceMin: "600", priceMax: "200" })).toEqual([hinoDump, osaka]);
    expect(await ids({ yard: "branch", priceMin: "1" })).toEqual([osaka]);
    expect(await ids({ maker: "abc", yard: "moon" })).toEqual([hinoDump, osaka, onRequest].sort((a, b) => a - b));
  });
});
