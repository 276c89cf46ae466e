import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, testVehicleForm, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { formChanges, VEHICLE_FORM_FIELDS, vehicleFormSchema } from "./vehicle-form";
import { getVehicleForEdit } from "./vehicle-editor";
import { createVehicle, updateVehicle } from "./vehicle-save";

const staff = TEST_STAFF;

describe("saving vehicles", () => {
  const db = useTestDatabase({ demoData: true });
  let form: (input: Record<string, string>) => ReturnType<typeof vehicleFormSchema.parse>;

  beforeAll(async () => {
    form = await testVehicleForm(db);
  });

  it("creates a vehicle with the next inquiry number, a public id and its search text", async () => {
    const highest = (await db.vehicle.aggregate({ _max: { inquiryNo: true } }))._max.inquiryNo!;
    const result = await createVehicle(staff, "sale", form({ priceBodyYen: "4000000", priceFeesYen: "200000" }));
    expect(result.ok).toBe(true);
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: (result as { id: number }).id } });
    expect(vehicle).toMatchObject({
      inquiryNo: highest + 1,
      strId: `isuzu-forward-2018-${highest + 1}`,
      priceBodyYen: 4_000_000,
      priceFeesYen: 200_000,
      priceTotalYen: 4_200_000,
      kind: "sale",
      status: "published",
    });
    expect(vehicle.publishedAt).not.toBeNull();
    expect(vehicle.searchText).toContain("ふぉわーど");
  });

  it("never gives a deleted vehicle's inquiry number, id or public URL to the next one", async () => {
    const newest = (await createVehicle(staff, "sale", form({}))) as { id: number };
    const deleted = await db.vehicle.delete({ where: { id: newest.id } });
    const next = (await createVehicle(staff, "sale", form({}))) as { id: number };
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: next.id } });
    expect(vehicle.id).toBeGreaterThan(deleted.id);
    expect(vehicle.inquiryNo).toBeGreaterThan(deleted.inquiryNo);
    expect(vehicle.strId).not.toBe(deleted.strId);
  });

  it("gives receipt numbers from a range no inquiry number can reach", async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({ orderBy: { inquiryNo: "desc" } });
    const order = await db.order.create({
      data: testVehicleOrder(vehicle),
    });
    expect(order.n).toBeGreaterThan(5_000_000);
    expect(vehicle.inquiryNo).toBeLessThan(1_000_000);
    // The database holds both ranges, whatever a script writes.
    await expect(
      db.$executeRaw`UPDATE vehicles SET inquiry_no = ${order.n} WHERE id = ${vehicle.id}`,
    ).rejects.toThrow();
    await expect(
      db.$executeRaw`
        INSERT INTO orders (n, type, last_name, first_name, email, phone, contact_method, locale, updated_at)
        VALUES (${vehicle.inquiryNo}, 'sale', 'x', 'y', 'z@example.jp', '0', 'phone', 'ja', now())`,
    ).rejects.toThrow();
  });

  it("keeps sales terms off a vehicle we want to buy, whatever the form sent", async () => {
    const terms = { isBargain: "on", leasePurchase: "on", auctionAgency: "on" };
    const bought = (await createVehicle(staff, "purchase", form(terms))) as { id: number; version: number };
    const sold = (await createVehicle(staff, "sale", form(terms))) as { id: number };
    const pick = async (id: number) =>
      db.vehicle.findUniqueOrThrow({
        where: { id },
        select: { isBargain: true, leasePurchase: true, auctionAgency: true },
      });
    expect(await pick(bought.id)).toEqual({ isBargain: false, leasePurchase: false, auctionAgency: false });
    expect(await pick(sold.id)).toEqual({ isBargain: true, leasePurchase: true, auctionAgency: true });
    expect((await updateVehicle(staff, bought.id, form(terms), bought.version)).ok).toBe(true);
    expect(await pick(bought.id)).toEqual({ isBargain: false, leasePurchase: false, auctionAgency: false });
  });

  it("names a vehicle without an English model by its body in its public id", async () => {
    const created = (await createVehicle(staff, "sale", form({ modelNameEn: "", modelYear: "" }))) as { id: number };
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: created.id } });
    expect(vehicle.strId).toBe(`isuzu-wing-year-unknown-${vehicle.inquiryNo}`);
  });

  it("keeps the equipment of the body it is saved with, none of another body's, whatever the form sent", async () => {
    const crane = await db.bodyType.findFirstOrThrow({ where: { slug: "crane" } });
    const equipment = {
      craneStages: "4",
      craneRadioRemote: "on",
      wingOpening: "both",
      powerGateType: "vertical",
      powerGateMaker: "日本フルハーフ",
      hasThreeSideOpening: "on",
    };
    const pick = (id: number) =>
      db.vehicle.findUniqueOrThrow({
        where: { id },
        select: {
          craneStages: true,
          craneRadioRemote: true,
          wingOpening: true,
          powerGateType: true,
          powerGateMaker: true,
          hasThreeSideOpening: true,
        },
      });
    const wing = (await createVehicle(staff, "sale", form(equipment))) as { id: number; version: number };
    expect(await pick(wing.id)).toEqual({
      craneStages: null,
      craneRadioRemote: false,
      wingOpening: "both",
      powerGateType: "vertical",
      powerGateMaker: "日本フルハーフ",
      hasThreeSideOpening: false,
    });
    const saved = await updateVehicle(
      staff,
      wing.id,
      form({ ...equipment, bodyTypeId: String(crane.id) }),
      wing.version,
    );
    expect(saved.ok).toBe(true);
    expect(await pick(wing.id)).toEqual({
      craneStages: 4,
      craneRadioRemote: true,
      wingOpening: null,
      powerGateType: null,
      powerGateMaker: "",
      hasThreeSideOpening: true,
    });
  });

  it("stores 支払総額 as the sum of its parts, and a purchase listing's offer without fees", async () => {
    const sale = (await createVehicle(
      staff,
      "sale",
      form({
        priceBodyYen: "3,500,000",
        priceFeesYen: "185,000",
        warrantyMonths: "3",
        warrantyKm: "5000",
        legalMaintenance: "on",
      }),
    )) as { id: number };
    const bought = (await createVehicle(
      staff,
      "purchase",
      form({ priceBodyYen: "1200000", priceFeesYen: "99000", warrantyMonths: "3", legalMaintenance: "on" }),
    )) as { id: number };
    const pick = async (id: number) =>
      db.vehicle.findUniqueOrThrow({
        where: { id },
        select: {
          priceBodyYen: true,
          priceFeesYen: true,
          priceTotalYen: true,
          warrantyMonths: true,
          legalMaintenance: true,
        },
      });
    expect(await pick(sale.id)).toEqual({
      priceBodyYen: 3_500_000,
      priceFeesYen: 185_000,
      priceTotalYen: 3_685_000,
      warrantyMonths: 3,
      legalMaintenance: true,
    });
    expect(await pick(bought.id)).toEqual({
      priceBodyYen: 1_200_000,
      priceFeesYen: null,
      priceTotalYen: 1_200_000,
      warrantyMonths: null,
      legalMaintenance: false,
    });
    // The database holds the sum too, whatever a script writes.
    await expect(db.$executeRaw`UPDATE vehicles SET price_total_yen = 1 WHERE id = ${sale.id}`).rejects.toThrow();
  });

  it("refuses the second of two editors who opened the same version, showing what the first one changed", async () => {
    const created = (await createVehicle(staff, "purchase", form({}))) as { id: number; version: number };
    const opened = (await getVehicleForEdit(staff, "purchase", created.id))!.initial;
    const first = await updateVehicle(
      staff,
      created.id,
      form({ kind: "purchase", priceBodyYen: "1000000" }),
      created.version,
    );
    expect(first).toMatchObject({ ok: true, id: created.id, version: created.version + 1 });
    const second = await updateVehicle(
      staff,
      created.id,
      form({ kind: "purchase", priceBodyYen: "2000000" }),
      created.version,
    );
    expect(second).toMatchObject({ ok: false, error: "conflict" });
    // The second editor's form is told what the first save changed, from the vehicle as they opened it.
    if (second.ok || second.error !== "conflict") throw new Error("not a conflict");
    expect(formChanges(opened, second.current, VEHICLE_FORM_FIELDS)).toEqual([
      { field: "priceBodyYen", before: opened.priceBodyYen, after: "1000000" },
    ]);
    // The first editor's next refusal is measured from their own save.
    if (!first.ok) throw new Error("not saved");
    expect(formChanges(first.current, second.current, VEHICLE_FORM_FIELDS)).toEqual([]);
    expect((await db.vehicle.findUniqueOrThrow({ where: { id: created.id } })).priceTotalYen).toBe(1_000_000);
  });
});
