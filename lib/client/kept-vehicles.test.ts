import { describe, expect, it } from "vitest";
import {
  hasVehicle,
  KEPT_LISTS,
  parseKeptList,
  withoutVehicle,
  withVehicle,
  withVehicles,
  withVisit,
} from "./kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";

const sale = (strId: string): VehicleKey => ({ kind: "sale", strId });
const ids = (list: VehicleKey[] | null) => list?.map((key) => key.strId);

describe("kept vehicles", () => {
  it("keeps at most 50 favourites, 20 recently viewed and 4 to compare", () => {
    expect(KEPT_LISTS.favourites.max).toBe(50);
    expect(KEPT_LISTS.recent.max).toBe(20);
    expect(KEPT_LISTS.compare.max).toBe(4);
    expect(new Set(Object.values(KEPT_LISTS).map((list) => list.storageKey)).size).toBe(3);
    for (const list of Object.values(KEPT_LISTS)) expect(list.storageKey).toMatch(/\.v\d+$/);
  });

  it("adds a favourite first, and once", () => {
    const one = withVehicle([], sale("a"), 50)!;
    const two = withVehicle(one, sale("b"), 50)!;
    expect(ids(two)).toEqual(["b", "a"]);
    expect(ids(withVehicle(two, sale("a"), 50))).toEqual(["b", "a"]);
    expect(hasVehicle(two, sale("a"))).toBe(true);
    expect(hasVehicle(two, { kind: "purchase", strId: "a" })).toBe(false);
  });

  it("refuses a vehicle past the cap rather than dropping one kept", () => {
    const full = ["a", "b", "c", "d"].map(sale);
    expect(withVehicle(full, sale("e"), 4)).toBeNull();
    expect(ids(withVehicle(full, sale("c"), 4))).toEqual(["a", "b", "c", "d"]);
  });

  it("removes a vehicle", () => {
    expect(ids(withoutVehicle(["a", "b", "c"].map(sale), sale("b")))).toEqual(["a", "c"]);
    expect(ids(withoutVehicle([sale("a")], { kind: "purchase", strId: "a" }))).toEqual(["a"]);
  });

  it("puts the latest visit first, once, and forgets the oldest past the limit", () => {
    let recent: VehicleKey[] = [];
    for (const strId of ["a", "b", "c", "b"]) recent = withVisit(recent, sale(strId), 3);
    expect(ids(recent)).toEqual(["b", "c", "a"]);
    recent = withVisit(recent, sale("d"), 3);
    expect(ids(recent)).toEqual(["d", "b", "c"]);
  });

  it("takes over a shared list in its order and counts what no longer fits", () => {
    const { list, refused } = withVehicles([sale("x")], ["a", "x", "b", "c"].map(sale), 3);
    expect(ids(list)).toEqual(["a", "b", "x"]);
    expect(refused).toBe(1);
  });

  it("reads a stored list leniently: malformed entries, duplicates and other text are dropped", () => {
    const stored = JSON.stringify([
      sale("a"),
      { kind: "rent", strId: "b" },
      sale("a"),
      "c",
      null,
      { ...sale("d"), x: 1 },
    ]);
    expect(parseKeptList(stored, 50)).toEqual([sale("a"), sale("d")]);
    expect(parseKeptList("{not json", 50)).toEqual([]);
    expect(parseKeptList('{"a":1}', 50)).toEqual([]);
    expect(parseKeptList(null, 50)).toEqual([]);
    expect(ids(parseKeptList(JSON.stringify(["a", "b", "c"].map(sale)), 2))).toEqual(["a", "b"]);
  });
});
