import { describe, expect, it } from "vitest";
import { idsParam, parseIdsParam, parseVehicleKey, vehicleKeyText } from "./vehicle-keys";

describe("vehicle keys in an address", () => {
  it("reads sale:… and purchase:… and writes them back the same", () => {
    expect(parseVehicleKey("sale:isuzu-elf-123")).toEqual({ kind: "sale", strId: "isuzu-elf-123" });
    expect(parseVehicleKey(" purchase:x1 ")).toEqual({ kind: "purchase", strId: "x1" });
    expect(vehicleKeyText({ kind: "sale", strId: "isuzu-elf-123" })).toBe("sale:isuzu-elf-123");
  });

  it("refuses another catalogue, a malformed id or extra parts", () => {
    for (const text of ["rent:a", "sale:", ":a", "sale:A B", "sale:a:b", "sale", "", `sale:${"a".repeat(81)}`]) {
      expect(parseVehicleKey(text), text).toBeNull();
    }
  });

  it("reads the ids parameter in its order, each vehicle once, without the malformed ones", () => {
    expect(parseIdsParam("sale:b,bogus,sale:a,sale:b,,purchase:c", 10)).toEqual({
      keys: [
        { kind: "sale", strId: "b" },
        { kind: "sale", strId: "a" },
        { kind: "purchase", strId: "c" },
      ],
      more: false,
    });
    expect(parseIdsParam(undefined, 10)).toEqual({ keys: [], more: false });
    expect(parseIdsParam(["sale:a", "sale:b"], 10).keys).toHaveLength(2);
  });

  it("keeps the first `max` vehicles and says more were asked for", () => {
    const five = "sale:a,sale:b,sale:c,sale:d,sale:e";
    const { keys, more } = parseIdsParam(five, 4);
    expect(keys.map((key) => key.strId)).toEqual(["a", "b", "c", "d"]);
    expect(more).toBe(true);
    expect(parseIdsParam("sale:a,sale:a,sale:a,sale:a,sale:b", 4).more).toBe(false);
  });

  it("writes a list as the parameter it reads", () => {
    const keys = parseIdsParam("sale:a,purchase:b", 4).keys;
    expect(idsParam(keys)).toBe("sale:a,purchase:b");
  });
});
