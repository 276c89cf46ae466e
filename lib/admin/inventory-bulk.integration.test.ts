import { vehicleLabel } from "./vehicle-history";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { historyOf } from "./history";
import { bulkMoveVehicles, duplicateVehicle } from "./inventory-bulk";
import { deleteVehiclePhoto } from "./photos";
import { vehicleFormSchema } from "./vehicle-form";
import { createVehicle, updateVehicle } from "./vehicle-save";

const staff = TEST_STAFF;

describe("inventory in bulk", () => {
  const db = useTestDatabase({ demoData: true });
  let form: (input: Record<string, string>) => ReturnType<typeof vehicleFormSchema.parse>;
  const create = async (input: Record<string, string> = {}, kind: "sale" | "purchase" = "sale") => {
    const created = await createVehicle(staff, kind, form({ kind, ...input }));
    if (!created.ok) throw new Error("not created");
    return created.id;
  };

  beforeAll(async () => {
    const [maker, loadClass, bodyType, fuel] = await Promise.all([
      db.maker.findFirstOrThrow({ where: { slug: "hino" } }),
      db.loadClass.findFirstOrThrow({ where: { slug: "medium" } }),
      db.bodyType.findFirstOrThrow({ where: { slug: "crane" } }),
      db.fuel.findFirstOrThrow({ where: { slug: "diesel" } }),
    ]);
    form = (input) =>
      vehicleFormSchema.parse({
        kind: "sale",
        status: "draft",
        nameJa: "日野 レンジャー クレーン 複製元",
        nameEn: "Hino Ranger crane original",
        makerId: String(maker.id),
        loadClassId: String(loadClass.id),
        bodyTypeId: String(bodyType.id),
        fuelId: String(fuel.id),
        modelNameEn: "Ranger",
        modelYear: "2017",
        mileageKm: "321000",
        priceBodyYen: "5000000",
        priceFeesYen: "300000",
        warrantyMonths: "3",
        chassisLast3: "A12",
        hasPowerSteering: "on",
        repairHistory: "no",
        descriptionJa: "4段クレーン",
        ...input,
      });
  });

  describe("duplicating a vehicle", () => {
    it("copies every field and photo as a draft with its own inquiry number, and writes its history", async () => {
      const id = await create({ status: "published" });
      const original = await db.vehicle.findUniqueOrThrow({ where: { id } });
      // A listed vehicle whose price changed has a price history; the copy has never been listed.
      await updateVehicle(staff, id, form({ status: "published", priceBodyYen: "4800000" }), original.version);
      const photos = await db.vehiclePhoto.findMany({ take: 2, orderBy: { id: "asc" } });
      await db.vehiclePhoto.createMany({
        data: photos.map(({ largeKey, thumbKey, width, height }, position) => ({
          vehicleId: id,
          largeKey,
          thumbKey,
          width,
          height,
          position,
        })),
      });

      const result = await duplicateVehicle(staff, "sale", id);
      if (!result.ok) throw new Error("not duplicated");
      const [source, copy] = await Promise.all(
        [id, result.id].map((vehicleId) =>
          db.vehicle.findUniqueOrThrow({
            where: { id: vehicleId },
            include: { photos: { orderBy: { position: "asc" } }, priceChanges: true },
          }),
        ),
      );
      expect(copy.status).toBe("draft");
      expect(copy.publishedAt).toBeNull();
      expect(copy.inquiryNo).toBeGreaterThan(source.inquiryNo);
      expect(copy.strId).not.toBe(source.strId);
      expect(copy.strId).toContain(String(copy.inquiryNo));
      for (const field of [
        "nameJa",
        "nameEn",
        "makerId",
        "loadClassId",
        "bodyTypeId",
        "fuelId",
        "mileageKm",
        "priceBodyYen",
        "priceFeesYen",
        "priceTotalYen",
        "warrantyMonths",
        "chassisLast3",
        "hasPowerSteering",
        "repairHistory",
        "descriptionJa",
        "yard",
      ] as const)
        expect(copy[field], field).toEqual(source[field]);
      expect(copy.photos.map((p) => [p.largeKey, p.thumbKey, p.position])).toEqual(
        source.photos.map((p) => [p.largeKey, p.thumbKey, p.position]),
      );
      expect(source.priceChanges).toHaveLength(1);
      expect(copy.priceChanges).toHaveLength(0);
      expect(copy.searchText).toContain(String(copy.inquiryNo));

      const [entry] = await historyOf(staff, "vehicle", copy.id);
      expect(entry).toMatchObject({
        action: "duplicated",
        actorId: staff.userId,
        entityLabel: vehicleLabel(copy),
        changes: { duplicatedFrom: [null, source.inquiryNo] },
      });

      // The images are shared: removing the original's photo leaves the copy's image served.
      await deleteVehiclePhoto(staff, id, source.photos[0].id);
      expect(await db.mediaBlob.count({ where: { key: copy.photos[0].largeKey } })).toBe(1);
    });

    it("refuses a vehicle of the other catalogue or one that does not exist", async () => {
      const id = await create();
      expect(await duplicateVehicle(staff, "purchase", id)).toEqual({ ok: false, error: "notFound" });
      expect(await duplicateVehicle(staff, "sale", 2_000_000_000)).toEqual({ ok: false, error: "notFound" });
    });
  });

  describe("bulk status actions", () => {
    it("publishes the drafts ticked, with the dates a single save sets and a history row each", async () => {
      const now = new Date("2026-11-20T03:00:00Z");
      const ids = [await create(), await create()];
      expect(await bulkMoveVehicles(staff, "sale", ids, "publish", now)).toEqual({ changed: 2, refused: {} });
      const vehicles = await db.vehicle.findMany({ where: { id: { in: ids } } });
      for (const vehicle of vehicles) {
        expect(vehicle).toMatchObject({ status: "published", publishedAt: now, version: 2 });
        const entry = (await historyOf(staff, "vehicle", vehicle.id)).find((row) => row.action !== "created");
        expect(entry).toMatchObject({ action: "status", changes: { status: ["draft", "published"] } });
      }
    });

    const named = async (...ids: number[]) => ({
      count: ids.length,
      vehicles: await Promise.all(
        ids.map(async (id) => vehicleLabel(await db.vehicle.findUniqueOrThrow({ where: { id } }))),
      ),
    });

    it("changes the vehicles that can take the action and names the others by reason", async () => {
      const now = new Date("2026-11-21T03:00:00Z");
      const published = await create({ status: "published" });
      const draft = await create();
      const sold = await create({ status: "sold" });
      const archived = await create({ status: "archived" });
      const otherCatalogue = await create({}, "purchase");
      const outcome = await bulkMoveVehicles(
        staff,
        "sale",
        [published, draft, sold, archived, otherCatalogue],
        "reserve",
        now,
      );
      expect(outcome).toEqual({
        changed: 1,
        refused: {
          draft: await named(draft),
          sold: await named(sold),
          archived: await named(archived),
          // Not in this catalogue, so nothing to name it by.
          notFound: { count: 1, vehicles: [] },
        },
      });
      expect((await db.vehicle.findUniqueOrThrow({ where: { id: published } })).status).toBe("reserved");
      expect((await db.vehicle.findUniqueOrThrow({ where: { id: draft } })).status).toBe("draft");
      // A refused vehicle's history holds only its creation.
      expect((await historyOf(staff, "vehicle", draft)).map((row) => row.action)).toEqual(["created"]);
    });

    it("never publishes a vehicle under offer or sold: 「掲載する」 would take it off 商談中 or 売約済", async () => {
      const now = new Date("2026-11-21T03:00:00Z");
      const [draft, reserved, sold] = [
        await create(),
        await create({ status: "reserved" }),
        await create({ status: "sold" }),
      ];
      expect(await bulkMoveVehicles(staff, "sale", [draft, reserved, sold], "publish", now)).toEqual({
        changed: 1,
        refused: { reserved: await named(reserved), sold: await named(sold) },
      });
      expect((await db.vehicle.findUniqueOrThrow({ where: { id: reserved } })).status).toBe("reserved");
      expect((await db.vehicle.findUniqueOrThrow({ where: { id: sold } })).status).toBe("sold");
    });

    it("marks sold with soldAt, and archives any vehicle not archived yet", async () => {
      const now = new Date("2026-11-22T03:00:00Z");
      const ids = [await create({ status: "published" }), await create({ status: "reserved" })];
      expect(await bulkMoveVehicles(staff, "sale", ids, "sold", now)).toEqual({ changed: 2, refused: {} });
      for (const vehicle of await db.vehicle.findMany({ where: { id: { in: ids } } }))
        expect(vehicle.soldAt).toEqual(now);
      expect(await bulkMoveVehicles(staff, "sale", ids, "unpublish", now)).toEqual({ changed: 2, refused: {} });
      for (const vehicle of await db.vehicle.findMany({ where: { id: { in: ids } } }))
        expect(vehicle).toMatchObject({ status: "draft", soldAt: null });
      const draft = await create();
      expect(await bulkMoveVehicles(staff, "sale", [...ids, draft], "archive", now)).toEqual({
        changed: 3,
        refused: {},
      });
      expect(await bulkMoveVehicles(staff, "sale", [draft], "archive", now)).toEqual({
        changed: 0,
        refused: { already: await named(draft) },
      });
    });
  });
});
