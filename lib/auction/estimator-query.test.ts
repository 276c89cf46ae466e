import { describe, expect, it } from "vitest";
import { estimatorInputFromQuery } from "./estimator-query";

const TODAY = "2026-11-28";

describe("estimatorInputFromQuery", () => {
  it("shows the example before anything is sent: 1,500,000 yen, one bid, a standard vehicle, no plate, today", () => {
    expect(estimatorInputFromQuery({}, TODAY)).toEqual({
      bidText: "1500000",
      bidsText: "1",
      vehicleClass: "standard",
      plate: false,
      auctionDate: TODAY,
    });
  });

  it("reads what the form sent, as typed", () => {
    expect(
      estimatorInputFromQuery({ bid: "150万", bids: "３", class: "light", plate: "1", date: "2027-04-30" }, TODAY),
    ).toEqual({ bidText: "150万", bidsText: "３", vehicleClass: "light", plate: true, auctionDate: "2027-04-30" });
  });

  it("keeps a value the estimator will refuse, so it comes back in its field with its message", () => {
    expect(estimatorInputFromQuery({ bid: "", bids: "x", date: "" }, TODAY)).toMatchObject({
      bidText: "",
      bidsText: "x",
      auctionDate: "",
    });
    expect(estimatorInputFromQuery({ bid: "abc" }, TODAY).bidText).toBe("abc");
  });

  it.each([
    ["an unknown class", { class: "bus" }, { vehicleClass: "standard" }],
    ["a repeated field, by its first value", { bid: ["200万", "300万"] }, { bidText: "200万" }],
    ["control characters, as spaces", { bid: "150\u0000万" }, { bidText: "150 万" }],
    ["an overlong value, cut short", { bid: "9".repeat(500) }, { bidText: "9".repeat(40) }],
    ["a plate ticked with any value", { plate: "on" }, { plate: true }],
  ])("reads %s", (_, query, expected) => {
    expect(estimatorInputFromQuery(query, TODAY)).toMatchObject(expected);
  });
});
