import { describe, expect, it } from "vitest";
import { isValidStrId, vehicleStrId } from "./str-id";

const hino = { makerSlug: "hino", bodySlug: "crane", modelYear: 2019, inquiryNo: 124 };

describe("a new vehicle's public id", () => {
  it.each([
    ["a model in Latin letters", { ...hino, modelNameEn: "Ranger" }, "hino-ranger-2019-124"],
    [
      "full-width letters and signs read as words",
      { ...hino, modelNameEn: "Ｒａｎｇｅｒ Pro/4WD" },
      "hino-ranger-pro-4wd-2019-124",
    ],
    ["no English model: the body names it", { ...hino, modelNameEn: "" }, "hino-crane-2019-124"],
    ["a model in Japanese only: the body", { ...hino, modelNameEn: "レンジャー" }, "hino-crane-2019-124"],
    ["neither model nor body", { ...hino, modelNameEn: "", bodySlug: null }, "hino-truck-2019-124"],
    [
      "no maker or year",
      { ...hino, makerSlug: null, modelYear: null, modelNameEn: "" },
      "vehicle-crane-year-unknown-124",
    ],
    [
      "a long model cut at its limit, never at a hyphen",
      { ...hino, modelNameEn: "Ranger Wide Cab Long Body Ext Lo" },
      "hino-ranger-wide-cab-long-body-ext-2019-124",
    ],
  ])("%s", (_case, vehicle, strId) => {
    expect(vehicleStrId(vehicle)).toBe(strId);
    expect(isValidStrId(strId)).toBe(true);
  });
});
