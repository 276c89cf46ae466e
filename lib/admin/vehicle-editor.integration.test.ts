import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { vehicleFormSchema } from "./vehicle-form";
import { createVehicle } from "./vehicle-save";
import { getVehicleForEdit, getVehiclePreview } from "./vehicle-editor";

describe("the staff preview of a vehicle's page", () => {
  const db = useTestDatabase({ demoData: true });
  let draftId: number;

  beforeAll(async () => {
    const [maker, loadClass, bodyType] = await Promise.all([
      db.maker.findFirstOrThrow({ where: { slug: "isuzu" } }),
      db.loadClass.findFirstOrThrow(),
      db.bodyType.findFirstOrThrow({ where: { slug: "wing" } }),
    ]);
    const result = await createVehicle(
      TEST_STAFF,
      "purchase",
      vehicleFormSchema.parse({
        kind: "purchase",
        status: "draft",
        nameJa: "いすゞ エルフ 下書き",
        nameEn: "Isuzu Elf draft",
        makerId: String(maker.id),
        loadClassId: String(loadClass.id),
        bodyTypeId: String(bodyType.id),
        priceBodyYen: "498万",
      }),
    );
    if (!result.ok) throw new Error("the draft was not saved");
    draftId = result.id;
  });

  it("shows a draft, in the staff member's language, as its public page would", async () => {
    const preview = await getVehiclePreview(TEST_STAFF, "purchase", draftId, "en");
    expect(preview).toMatchObject({ status: "draft", vehicle: { name: "Isuzu Elf draft", priceBodyYen: 4_980_000 } });
  });

  it("finds nothing for another catalogue's vehicle or an id that is not one", async () => {
    expect(await getVehiclePreview(TEST_STAFF, "sale", draftId, "ja")).toBeNull();
    expect(await getVehiclePreview(TEST_STAFF, "purchase", 0, "ja")).toBeNull();
    expect(await getVehiclePreview(TEST_STAFF, "purchase", 2_147_483_647, "ja")).toBeNull();
  });

  it("names the vehicle by its inquiry number on the edit page", async () => {
    const vehicle = await getVehicleForEdit(TEST_STAFF, "purchase", draftId);
    const stored = await db.vehicle.findUniqueOrThrow({ where: { id: draftId } });
    expect(vehicle).toMatchObject({ inquiryNo: stored.inquiryNo, name: "いすゞ エルフ 下書き" });
  });
});
