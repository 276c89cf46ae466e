import { describe, expect, it } from "vitest";
import { NO_VEHICLE_DETAILS } from "@/lib/requests/vehicle-details";
import { ORDER_CSV_COLUMNS, csvWords } from "./order-csv-columns";

type ExportedOrder = Parameters<(typeof ORDER_CSV_COLUMNS)[number]["cell"]>[0];

// A seller's request that names a maker and a year and leaves every other field it may leave empty.
const sparse = {
  n: 5000003,
  type: "purchase",
  status: "new",
  createdAt: new Date("2026-12-07T05:05:00Z"),
  followUpOn: null,
  assignee: null,
  lastName: "佐藤",
  firstName: "一郎",
  nameKana: "サトウ イチロウ",
  companyName: null,
  prefecture: null,
  email: "sato@example.jp",
  phone: "0312345678",
  contactMethod: "phone",
  vehicleName: "",
  vehicles: [],
  vehicleDetails: {
    ...NO_VEHICLE_DETAILS,
    makerId: 2,
    makerName: "日野",
    loadClassName: "",
    bodyTypeName: "",
    year: 2015,
  },
  message: "",
  notes: [],
  locale: "ja",
} as unknown as ExportedOrder;

const rowOf = (order: ExportedOrder, locale: "ja" | "en") => {
  const words = csvWords(locale);
  return ORDER_CSV_COLUMNS.map((column) => [column.heading(words), column.cell(order, words)] as const);
};

describe("the inbox's CSV cells", () => {
  it.each(["ja", "en"] as const)("write the time as Excel reads a date-time, in Japan (%s)", (locale) => {
    expect(rowOf(sparse, locale).map(([, cell]) => cell)).toContain("2026-12-07 14:05");
  });

  it.each(["ja", "en"] as const)("write every field left empty as an empty cell, and nothing else (%s)", (locale) => {
    const row = rowOf(sparse, locale);
    const { td } = csvWords(locale);
    for (const [heading, cell] of row) expect([td("notStated"), td("any"), "-"], heading).not.toContain(cell);
    // Company, prefecture, assignee, follow-up, vehicle, stock numbers, message and notes; the seller's model,
    // body type, mileage, 車検 and repairs; the buyer's seven fields, which a seller's request has none of.
    expect(row.filter(([, cell]) => cell === "")).toHaveLength(20);
  });
});
