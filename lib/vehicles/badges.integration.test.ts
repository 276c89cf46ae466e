import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { vehicleFormSchema } from "@/lib/admin/vehicle-form";
import { createVehicle, updateVehicle } from "@/lib/admin/vehicle-save";
import { findCataloguePage } from "@/lib/catalogue/query";
import { searchWords } from "@/lib/catalogue/normalize";
import { toVehicleCard, vehicleCardSelect } from "./cards";
import { getVehicleDetail } from "./detail";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe("badges from the price history and dates a save leaves", () => {
  const db = useTestDatabase({ demoData: true, connections: 2 });
  let form: (model: string, input?: Record<string, string>) => ReturnType<typeof vehicleFormSchema.parse>;

  beforeAll(async () => {
    const [maker, loadClass, bodyType] = await Promise.all([
      db.maker.findFirstOrThrow({ where: { slug: "isuzu" } }),
      db.loadClass.findFirstOrThrow(),
      db.bodyType.findFirstOrThrow({ where: { slug: "wing" } }),
    ]);
    form = (model, input = {}) =>
      vehicleFormSchema.parse({
        kind: "sale",
        status: "published",
        nameJa: `いすゞ ${model} 4t ウイング`,
        nameEn: `Isuzu ${model} 4 t wing`,
        makerId: String(maker.id),
        loadClassId: String(loadClass.id),
        bodyTypeId: String(bodyType.id),
        modelNameEn: model,
        modelYear: "2018",
        priceBodyYen: "4000000",
        priceFeesYen: "200000",
        ...input,
      });
  });

  /** The vehicle's card as the catalogue draws it now: found by its own model name, or undefined when not listed. */
  const cardOf = async (model: string) => {
    const now = new Date();
    const page = await findCataloguePage(
      { kind: "sale", words: searchWords(model) },
      { sort: "newest", page: 1 },
      vehicleCardSelect(now),
    );
    expect(page.rows.length).toBeLessThanOrEqual(1);
    return page.rows[0] && toVehicleCard(page.rows[0], "ja", now);
  };
  const save = async (id: number, values: ReturnType<typeof form>, now = new Date()) => {
    const { version } = await db.vehicle.findUniqueOrThrow({ where: { id }, select: { version: true } });
    const saved = await updateVehicle(TEST_STAFF, id, values, version, now);
    expect(saved.ok).toBe(true);
  };
  const create = async (model: string, now = new Date()) => {
    const created = await createVehicle(TEST_STAFF, "sale", form(model), now);
    if (!created.ok) throw new Error("not created");
    return created.id;
  };

  it("marks a new listing 新着, then 値下げ from its old price, and neither once the cut is taken back", async () => {
    const model = "BADGECUT";
    const id = await create(model);
    expect((await cardOf(model))?.badges).toEqual({ new: true, priceCut: null, reserved: false, sold: false });

    await save(id, form(model, { priceBodyYen: "3800000" }));
    const card = (await cardOf(model))!;
    expect(card.priceTotalYen).toBe(4_000_000);
    expect(card.badges.priceCut).toEqual({ fromYen: 4_200_000 });
    const { strId } = await db.vehicle.findUniqueOrThrow({ where: { id } });
    expect((await getVehicleDetail("sale", strId, "ja"))!.badges.priceCut).toEqual({ fromYen: 4_200_000 });

    await save(id, form(model));
    expect((await cardOf(model))!.badges.priceCut).toBeNull();
    expect((await getVehicleDetail("sale", strId, "en"))!.badges.priceCut).toBeNull();
  });

  // A cut three weeks ago is old news; a second cut today is from the price between.
  it("counts only the prices of the last 14 days", async () => {
    const model = "BADGEOLD";
    const id = await create(model, daysAgo(30));
    await save(id, form(model, { priceBodyYen: "3500000" }), daysAgo(21));
    expect((await cardOf(model))!.badges).toEqual({ new: false, priceCut: null, reserved: false, sold: false });

    await save(id, form(model, { priceBodyYen: "3300000" }));
    expect((await cardOf(model))!.badges.priceCut).toEqual({ fromYen: 3_700_000 });
  });

  // A sold one shows 売約済 for 14 days, then leaves the catalogue but keeps its page.
  it("marks a reserved truck 商談中 and keeps it listed, and a sold one 売約済 for 14 days", async () => {
    const model = "BADGESTATUS";
    const id = await create(model);
    await save(id, form(model, { status: "reserved" }));
    expect((await cardOf(model))!.badges).toMatchObject({ reserved: true, sold: false });

    await save(id, form(model, { status: "sold" }), daysAgo(13));
    expect((await cardOf(model))!.badges).toEqual({ new: false, priceCut: null, reserved: false, sold: true });

    await db.vehicle.update({ where: { id }, data: { soldAt: daysAgo(16) } });
    expect(await cardOf(model)).toBeUndefined();
    const { strId } = await db.vehicle.findUniqueOrThrow({ where: { id } });
    expect((await getVehicleDetail("sale", strId, "ja"))!.badges.sold).toBe(true);
  });

  it("shows the yard the staff chose, with the head office by default", async () => {
    const model = "BADGEYARD";
    const id = await create(model);
    expect((await cardOf(model))!.yard).toBe("headquarters");
    await save(id, form(model, { yard: "branch" }));
    expect((await cardOf(model))!.yard).toBe("branch");
    const { strId } = await db.vehicle.findUniqueOrThrow({ where: { id } });
    expect((await getVehicleDetail("sale", strId, "ja"))!.yard.address.ja.region).toBe("大阪府");
  });
});
