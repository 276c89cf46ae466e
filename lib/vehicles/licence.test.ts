import { describe, expect, it } from "vitest";
import {
  covers,
  grossWeightOf,
  licenceReason,
  mayDrive,
  requiredLicence,
  STANDARD_LICENCE_PERIODS,
  standardLicenceIssuedOn,
} from "./licence";

const licence = (grossWeightKg: number | null, maxLoadKg: number | null) =>
  requiredLicence({ grossWeightKg, maxLoadKg })?.licence ?? null;

describe("licenceReason", () => {
  it.each([
    // [gross, load, licence, the class below's limits the truck reaches]
    [3_499, 1_999, "futsu", []],
    [3_500, 1_999, "junchugata5t", [["gross", 3_500, 3_500]]],
    [8_950, 3_500, "chugata", [["gross", 8_000, 8_950]]],
    [7_900, 5_200, "chugata", [["load", 5_000, 5_200]]],
    [
      12_000,
      7_000,
      "ogata",
      [
        ["gross", 11_000, 12_000],
        ["load", 6_500, 7_000],
      ],
    ],
    [25_000, null, "ogata", [["gross", 11_000, 25_000]]],
  ] as const)(
    "gives %i kg gross with %s kg load the reason for %s: the limits it reaches",
    (gross, load, need, why) => {
      const reason = licenceReason({ grossWeightKg: gross, maxLoadKg: load });
      expect(reason?.licence).toBe(need);
      expect(reason?.reached).toEqual(why.map(([weight, limitKg, kg]) => ({ weight, limitKg, kg })));
    },
  );

  it("has none for a truck whose gross weight is not stated", () => {
    expect(licenceReason({ grossWeightKg: null, maxLoadKg: 2_000 })).toBeNull();
  });
});

describe("requiredLicence", () => {
  it.each([
    [3_499, 1_999, "futsu"],
    [3_500, 1_999, "junchugata5t"],
    [3_499, 2_000, "junchugata5t"],
    [4_999, 2_999, "junchugata5t"],
    [5_000, 2_999, "junchugata"],
    [4_999, 3_000, "junchugata"],
    [7_499, 4_499, "junchugata"],
    [7_500, 4_499, "chugata8t"],
    [7_499, 4_500, "chugata8t"],
    [7_999, 4_999, "chugata8t"],
    [8_000, 4_999, "chugata"],
    [7_999, 5_000, "chugata"],
    [10_999, 6_499, "chugata"],
    [11_000, 6_499, "ogata"],
    [10_999, 6_500, "ogata"],
  ])("places %i kg gross with %i kg load under %s: each limit is exclusive", (gross, load, expected) => {
    expect(licence(gross, load)).toBe(expected);
  });

  it("takes the larger licence when only one of the two limits is passed", () => {
    expect(licence(3_000, 3_000)).toBe("junchugata");
    expect(licence(4_000, 4_800)).toBe("chugata8t");
    expect(licence(8_000, 1_000)).toBe("chugata");
    expect(licence(25_000, 0)).toBe("ogata");
  });

  it("places the common trucks where dealers do", () => {
    // A 2 t Elf: about 4.8 t gross, 2 t load: a 普通 licence of before 2017 (5t限定準中型), not a later one.
    expect(licence(grossWeightOf(2_600, 2_000, 3), 2_000)).toBe("junchugata5t");
    // A 3 t Canter: about 6 t gross, so 準中型.
    expect(licence(grossWeightOf(2_800, 3_000, 3), 3_000)).toBe("junchugata");
    // A 4 t Ranger (増トン aside): about 7.9 t gross, so a 普通 licence of before June 2007 (8t限定中型) drives it.
    expect(licence(grossWeightOf(4_200, 3_600, 2), 3_600)).toBe("chugata8t");
    // One with a power gate and 3.9 t load passes 8 t: 中型.
    expect(licence(grossWeightOf(4_500, 3_900, 2), 3_900)).toBe("chugata");
    // A 10 t Profia: 大型.
    expect(licence(grossWeightOf(10_000, 13_000, 2), 13_000)).toBe("ogata");
  });

  it("cannot say without the gross weight, and reads an unknown load as none", () => {
    expect(licence(null, 1_000)).toBeNull();
    expect(licence(3_000, null)).toBe("futsu");
  });

  it("asks 牽引免許 besides the class of a tractor's own gross weight, its 第五輪荷重 included", () => {
    const tractor = (vehicleWeightKg: number, fifthWheelKg: number) => ({
      grossWeightKg: grossWeightOf(vehicleWeightKg, fifthWheelKg, 2),
      maxLoadKg: null,
      towsTrailer: true,
    });
    // The demo tractors: 8〜9.6 t and an 11.5 t fifth-wheel load, about 20 t gross.
    expect(requiredLicence(tractor(8_000, 11_500))).toEqual({ licence: "ogata", towing: true });
    // A light tractor for a small trailer: 10,999 kg gross is still 中型, 11,000 kg 大型.
    expect(requiredLicence(tractor(6_000, 4_889))).toEqual({ licence: "chugata", towing: true });
    expect(requiredLicence(tractor(6_000, 4_890))).toEqual({ licence: "ogata", towing: true });
    expect(requiredLicence({ grossWeightKg: 20_000, maxLoadKg: 13_000 })).toEqual({ licence: "ogata", towing: false });
    expect(requiredLicence({ grossWeightKg: null, maxLoadKg: null, towsTrailer: true })).toBeNull();
  });
});

describe("standardLicenceIssuedOn", () => {
  it.each([
    ["1990-04-01", "chugata8t"],
    ["2007-06-01", "chugata8t"],
    ["2007-06-02", "junchugata5t"],
    ["2017-03-11", "junchugata5t"],
    ["2017-03-12", "futsu"],
    ["2025-01-01", "futsu"],
  ])("reads a 普通免許 issued on %s as %s", (issuedOn, expected) => {
    expect(standardLicenceIssuedOn(issuedOn)).toBe(expected);
  });
});

describe("STANDARD_LICENCE_PERIODS", () => {
  it("offers the three issue periods, each ending the day before the next begins, as the licence reads them", () => {
    expect(STANDARD_LICENCE_PERIODS.map(({ from, until }) => [from, until])).toEqual([
      [null, "2007-06-01"],
      ["2007-06-02", "2017-03-11"],
      ["2017-03-12", null],
    ]);
    for (const period of STANDARD_LICENCE_PERIODS)
      for (const day of [period.from, period.until]) if (day) expect(standardLicenceIssuedOn(day)).toBe(period.licence);
  });
});

describe("covers", () => {
  it("reads a remembered licence against what a truck needs, 牽引 included", () => {
    expect(covers({ licence: "chugata8t", towing: false }, { licence: "chugata8t", towing: false })).toBe(true);
    expect(covers({ licence: "chugata8t", towing: false }, { licence: "chugata", towing: false })).toBe(false);
    expect(covers({ licence: "ogata", towing: false }, { licence: "ogata", towing: true })).toBe(false);
    expect(covers({ licence: "ogata", towing: true }, { licence: "ogata", towing: true })).toBe(true);
  });
});

describe("grossWeightOf", () => {
  it("adds 55 kg for each seat to the curb weight and the load", () => {
    expect(grossWeightOf(2_000, 1_000, 2)).toBe(3_110);
  });
});

describe("mayDrive", () => {
  it("lets a licence drive what needs it or less, and 大型 anything, even a truck of unstated weight", () => {
    const light = { grossWeightKg: 3_400, maxLoadKg: 1_950 };
    const medium = { grossWeightKg: 7_500, maxLoadKg: 3_000 };
    const unknown = { grossWeightKg: null, maxLoadKg: 2_000 };
    expect(mayDrive("futsu", light)).toBe(true);
    expect(mayDrive("futsu", medium)).toBe(false);
    expect(mayDrive("junchugata5t", light)).toBe(true);
    expect(mayDrive("junchugata", medium)).toBe(false);
    expect(mayDrive("chugata8t", medium)).toBe(true);
    expect(mayDrive("chugata", medium)).toBe(true);
    expect(mayDrive("chugata", unknown)).toBe(false);
    expect(mayDrive("ogata", unknown)).toBe(true);
  });

  it("lets no one drive a tractor without 牽引免許, and with it only the class its gross weight needs", () => {
    const heavy = { grossWeightKg: 19_610, maxLoadKg: null, towsTrailer: true };
    const light = { grossWeightKg: 10_999, maxLoadKg: null, towsTrailer: true };
    expect(mayDrive("ogata", heavy)).toBe(false);
    expect(mayDrive("ogata", heavy, true)).toBe(true);
    expect(mayDrive("chugata", heavy, true)).toBe(false);
    expect(mayDrive("chugata", light)).toBe(false);
    expect(mayDrive("chugata", light, true)).toBe(true);
    expect(mayDrive("chugata8t", light, true)).toBe(false);
    // 牽引 asks nothing more of a truck that pulls no trailer.
    expect(mayDrive("futsu", { grossWeightKg: 3_400, maxLoadKg: 1_950 }, true)).toBe(true);
  });
});
