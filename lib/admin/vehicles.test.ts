import { describe, expect, it } from "vitest";
import { bulkRefusal, MOVES_FROM, pickedIds, pickFieldName } from "./vehicles";

describe("bulkRefusal", () => {
  it("lets a vehicle take a bulk action its one-click moves offer", () => {
    expect(bulkRefusal("draft", "publish")).toBeNull();
    expect(bulkRefusal("published", "sold")).toBeNull();
    expect(bulkRefusal("reserved", "unpublish")).toBeNull();
  });

  it("archives any vehicle that is not archived yet", () => {
    for (const status of ["draft", "published", "reserved", "sold"] as const)
      expect(bulkRefusal(status, "archive")).toBeNull();
    expect(bulkRefusal("archived", "archive")).toBe("already");
  });

  it("refuses by the status that forbids it: a draft is listed first, an archived vehicle restored first", () => {
    expect(bulkRefusal("draft", "sold")).toBe("draft");
    expect(bulkRefusal("draft", "reserve")).toBe("draft");
    expect(bulkRefusal("sold", "reserve")).toBe("sold");
    expect(bulkRefusal("archived", "publish")).toBe("archived");
    expect(bulkRefusal("published", "publish")).toBe("already");
    expect(bulkRefusal("draft", "unpublish")).toBe("already");
  });

  it("never publishes a vehicle under offer or sold, and never offers 「掲載する」 on its row", () => {
    expect(bulkRefusal("reserved", "publish")).toBe("reserved");
    expect(bulkRefusal("sold", "publish")).toBe("sold");
    for (const status of ["reserved", "sold"] as const) expect(MOVES_FROM[status]).not.toContain("publish");
    expect(MOVES_FROM.reserved).toContain("endOffer");
    expect(MOVES_FROM.sold).toContain("unsell");
  });
});

describe("pickedIds", () => {
  it("reads the ticked rows' ids from their checkbox names, and nothing else", () => {
    const ids = pickedIds({ [pickFieldName(12)]: "on", [pickFieldName(7)]: "on", kind: "sale", "pick-x": "on" });
    expect(ids).toEqual([12, 7]);
    expect(pickedIds({ "pick-0": "on", "pick--3": "on", [pickFieldName(5)]: "" })).toEqual([]);
    expect(pickedIds({ "pick-1e0": "on", "pick-2147483648": "on", "pick-07": "on" })).toEqual([]);
  });
});
