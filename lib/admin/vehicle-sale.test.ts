import { describe, expect, it } from "vitest";
import { daysInStock, saleOrderOf, vehicleSaleSchema } from "./vehicle-sale";

const at = (iso: string) => new Date(iso);

describe("daysInStock", () => {
  const listed = { createdAt: at("2026-09-01T00:00:00Z"), publishedAt: null, soldAt: null, sale: null };
  it.each([
    ["a draft counts from the day it was registered", { ...listed, status: "draft" }, "2026-09-11", 10],
    [
      "a listed vehicle from the day it was first published, in Japan (15:00 UTC is the next day there)",
      { ...listed, status: "published", publishedAt: at("2026-09-30T15:00:00Z") },
      "2026-10-11",
      10,
    ],
    [
      "a sold one stops at the recorded sale day",
      { ...listed, status: "sold", soldAt: at("2026-10-20T01:00:00Z"), sale: { soldOn: "2026-09-21" } },
      "2026-12-01",
      20,
    ],
    [
      "a sold one without a record stops at the day it was marked",
      { ...listed, status: "sold", soldAt: at("2026-09-05T16:00:00Z") },
      "2026-12-01",
      5,
    ],
    [
      "one back on sale counts on to today, its old record aside",
      { ...listed, status: "published", sale: { soldOn: "2026-09-02" } },
      "2026-09-04",
      3,
    ],
    [
      "never less than none",
      { ...listed, status: "published", publishedAt: at("2026-09-03T00:00:00Z") },
      "2026-09-01",
      0,
    ],
  ] as const)("%s", (_, vehicle, today, days) => {
    expect(daysInStock(vehicle, today)).toBe(days);
  });
});

describe("the sale form", () => {
  const sale = { salePriceYen: "498万", soldOn: "2026-11-20" };

  it("reads a 受付番号 however it is typed, and a typed one names the request over the choice", () => {
    for (const typed of ["12", "No.１２", "#12", " no. 12 "])
      expect(vehicleSaleSchema.parse({ ...sale, orderN: "7", typedOrderN: typed })).toMatchObject({
        typedOrderN: "12",
      });
    expect(saleOrderOf(vehicleSaleSchema.parse({ ...sale, orderN: "7", typedOrderN: "12" }))).toBe(12);
    expect(saleOrderOf(vehicleSaleSchema.parse({ ...sale, orderN: "7" }))).toBe(7);
  });

  it("refuses a 受付番号 no request can have, which the database would refuse to look up", () => {
    expect(saleOrderOf(vehicleSaleSchema.parse({ ...sale, typedOrderN: "2147483647" }))).toBe(2147483647);
    expect(saleOrderOf(vehicleSaleSchema.parse({ ...sale, typedOrderN: "No.0012" }))).toBe(12);
    for (const [typed, message] of [
      ["2147483648", "maxValue:2147483647"],
      ["９９９９９９９９９９", "maxValue:2147483647"],
      ["0", "minValue:1"],
      ["1e3", "digitsOnly"],
    ])
      expect(vehicleSaleSchema.safeParse({ ...sale, typedOrderN: typed }).error?.issues[0].message, typed).toBe(
        message,
      );
    expect(vehicleSaleSchema.safeParse({ ...sale, orderN: "2147483648" }).error?.issues[0].message).toBe("chooseOne");
  });

  it("reads the price in yen or 万 and stores the buyer's phone as lib/phone stores one", () => {
    expect(vehicleSaleSchema.parse({ ...sale, buyerName: "鈴木", buyerPhone: "090-1234-5678" })).toMatchObject({
      salePriceYen: 4_980_000,
      buyerPhone: "09012345678",
    });
  });

  it("names every refused field at once: the buyer or request, the price, the day, the phone", () => {
    const refused = vehicleSaleSchema.safeParse({ salePriceYen: "", soldOn: "2026-02-30", buyerPhone: "abc" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual(
      expect.arrayContaining([
        ["buyerName", "required"],
        ["salePriceYen", "required"],
        ["soldOn", "invalidFormat"],
        ["buyerPhone", "phoneCharacters"],
      ]),
    );
    const unreadable = vehicleSaleSchema.safeParse({ ...sale, salePriceYen: "-1", buyerName: "鈴木" });
    expect(unreadable.error?.issues.map((issue) => issue.message)).toEqual(["integer"]);
  });
});
