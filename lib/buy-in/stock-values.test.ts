import { describe, expect, it } from "vitest";
import { stockVehicleForm, stockVehicleValues, type SellerVehicle } from "./stock-values";

const masters = {
  maker: { id: 4, nameJa: "いすゞ", nameEn: "Isuzu" },
  loadClass: { id: 2, nameJa: "中型", nameEn: "Medium" },
  bodyType: { id: 9, nameJa: "ウイング", nameEn: "Wing" },
};

const seller: SellerVehicle = {
  model: " フォワード ",
  year: 2018,
  mileageKm: 412_000,
  inspectionState: "valid",
  inspectionYear: 2027,
  inspectionMonth: 3,
  repairHistory: "none",
};

describe("the stock vehicle made from a bought truck", () => {
  it("carries the seller's maker, model, body, year, mileage, 車検 and 修復歴, as a draft for sale", () => {
    const values = stockVehicleValues(stockVehicleForm(seller, masters));
    expect(values).toMatchObject({
      kind: "sale",
      status: "draft",
      nameJa: "いすゞ フォワード ウイング",
      nameEn: "Isuzu Wing",
      makerId: 4,
      loadClassId: 2,
      bodyTypeId: 9,
      modelName: "フォワード",
      modelYear: 2018,
      mileageKm: 412_000,
      inspectionYear: 2027,
      inspectionMonth: 3,
      repairHistory: false,
      priceBodyYen: null,
      priceFeesYen: null,
    });
  });

  it("leaves empty what the seller did not say: no price, no 車検 when it ran out, 修復歴 unknown", () => {
    const values = stockVehicleValues(
      stockVehicleForm(
        { ...seller, model: "", year: null, mileageKm: null, inspectionState: "expired", repairHistory: "unknown" },
        masters,
      ),
    );
    expect(values).toMatchObject({
      nameJa: "いすゞ ウイング",
      modelName: "",
      modelYear: null,
      mileageKm: null,
      inspectionYear: null,
      inspectionMonth: null,
      repairHistory: null,
    });
    expect(stockVehicleValues(stockVehicleForm(null, masters)).modelYear).toBeNull();
  });

  it("blanks a detail the vehicle form would refuse rather than refuse the truck", () => {
    const values = stockVehicleValues(stockVehicleForm({ ...seller, mileageKm: 99_000_000 }, masters));
    expect(values.mileageKm).toBeNull();
    expect(values.modelYear).toBe(2018);
  });
});
