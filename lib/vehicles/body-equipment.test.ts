import { describe, expect, it } from "vitest";
import { bodyTypes } from "@/prisma/seed/master-data";
import { bodyEquipmentFor, bodyHasField, EQUIPMENT_OF_BODY } from "./body-equipment";
import { VEHICLE_FORM_LAYOUT } from "./fields";

// The sections every vehicle has, whatever its body.
const COMMON = ["listing", "price", "specifications", "dimensions", "bed", "body", "equipment", "description"];

/** The staff form's sections a body is asked, in the form's order. */
const sectionsOf = (body: string | null) =>
  VEHICLE_FORM_LAYOUT.filter(({ fields }) => fields.some((field) => bodyHasField(body, field))).map(
    ({ section }) => section,
  );

describe("the equipment each body carries", () => {
  it.each([
    ["flatbed", ["powerGate"], true],
    ["wing", ["van", "powerGate"], false],
    ["dump", ["dump"], false],
    ["crane", ["crane"], true],
    ["refrigerated", ["reefer", "powerGate"], false],
    ["packer", ["packer"], false],
    ["aerial-platform", ["aerial"], false],
    ["tank-lorry", ["tank"], false],
    ["self-loader", [], false],
    ["tractor", ["tractor"], false],
  ])("%s: the sections of its own equipment, and 三方開 or not", (body, own, sideGates) => {
    expect(sectionsOf(body)).toEqual(
      VEHICLE_FORM_LAYOUT.map(({ section }) => section).filter(
        (section) => COMMON.includes(section) || own.includes(section),
      ),
    );
    expect(bodyHasField(body, "hasThreeSideOpening")).toBe(sideGates);
    expect(bodyHasField(body, "recyclingFeePaid")).toBe(true);
  });

  it("names every body the master data starts with, so none is offered every section by mistake", () => {
    expect(Object.keys(EQUIPMENT_OF_BODY).sort()).toEqual(bodyTypes.map((body) => body.slug).sort());
  });

  it("offers a body added later everything, and none of any body's equipment before one is chosen", () => {
    expect(sectionsOf("car-carrier")).toEqual(VEHICLE_FORM_LAYOUT.map(({ section }) => section));
    expect(sectionsOf(null)).toEqual(COMMON);
    expect(bodyHasField(null, "hasThreeSideOpening")).toBe(false);
  });

  it("keeps only the equipment of the body: another body's is left empty, as its column stores nothing", () => {
    const values = {
      nameJa: "いすゞ エルフ",
      craneStages: 4,
      craneRadioRemote: true,
      reeferTempC: -30,
      powerGateMaker: "日本フルハーフ",
      hasThreeSideOpening: true,
      hasAirConditioner: true,
    };
    expect(bodyEquipmentFor("crane", values)).toEqual({
      ...values,
      reeferTempC: null,
      powerGateMaker: "",
    });
    expect(bodyEquipmentFor("refrigerated", values)).toEqual({
      ...values,
      craneStages: null,
      craneRadioRemote: false,
      hasThreeSideOpening: false,
    });
    expect(bodyEquipmentFor("car-carrier", values)).toBe(values);
  });
});
