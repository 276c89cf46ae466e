import { describe, expect, it } from "vitest";
import { grossWeightOf, mayDrive, requiredLicence } from "./licence";

const licence = (grossWeightKg: number | null, maxLoadKg: number | null) =>
  requiredLicence({ grossWeightKg, maxLoadKg });

describe("requiredLicence", () => {
  it("places a truck just under each limit in that licence and one at the limit in the next", () => {
    expect(licence(3_499, 1_999)).toBe("futsu");
    expect(licence(3_500, 1_999)).toBe("junchugata");
    expect(licence(3_499, 2_000)).toBe("junchugata");
    expect(licence(7_499, 4_499)).toBe("junchugata");
    expect(licence(7_500, 4_499)).toBe("chugata");
    expect(licence(7_499, 4_500)).toBe("chugata");
    expect(licence(10_999, 6_499)).toBe("chugata");
    expect(licence(11_000, 6_499)).toBe("ogata");
    expect(licence(10_999, 6_500)).toBe("ogata");
  });

  it("takes the larger licence when only one of the two limits is passed", () => {
    expect(licence(3_000, 3_000)).toBe("junchugata");
    expect(licence(8_000, 1_000)).toBe("chugata");
    expect(licence(25_000, 0)).toBe("ogata");
  });

  it("places the common trucks where dealers do", () => {
    // A 2 t Elf: about 5 t gross, 2 t load, so 準中型 (a 普通 licence since 2017 does not cover it).
    expect(licence(grossWeightOf(2_600, 2_000, 3), 2_000)).toBe("junchugata");
    // A 4 t Ranger (増トン aside): about 8 t gross, so 中型.
    expect(licence(grossWeightOf(4_200, 3_600, 2), 3_600)).toBe("chugata");
    // A 10 t Profia: 大型.
    expect(licence(grossWeightOf(10_000, 13_000, 2), 13_000)).toBe("ogata");
  });

  it("cannot say without the gross weight, and reads an unknown load as none", () => {
    expect(licence(null, 1_000)).toBeNull();
    expect(licence(3_000, null)).toBe("futsu");
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
    expect(mayDrive("junchugata", medium)).toBe(false);
    expect(mayDrive("chugata", medium)).toBe(true);
    expect(mayDrive("chugata", unknown)).toBe(false);
    expect(mayDrive("ogata", unknown)).toBe(true);
  });
});
