// A vehicle's sale (売約) as staff record it, and how long a vehicle has been in stock (在庫日数). The sale form in
// the browser checks this schema too, so this module reads no database: the records are in ./vehicle-sales.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { readPhone } from "@/lib/phone";
import { daysBetween, japanDate, type IsoDate } from "@/lib/business/calendar";
import type { VehicleStatus } from "@/lib/generated/prisma/client";
import { MAX_ID, parseId } from "@/lib/http/url-values";
import { dayField, lineField, optionalIdField, typedNumber, yenField } from "./fields";

export const SALE_TEXT_LIMITS = { buyerName: 60, buyerCompany: 100, buyerPhone: 30, orderN: 10 } as const;
/** The highest sale price the form takes: far above any truck, below what an integer column holds. */
export const SALE_PRICE_MAX_YEN = 1_000_000_000;

const price = yenField(0, SALE_PRICE_MAX_YEN);

/** A 受付番号 as staff type it from a paper or a mail: digits, half- or full-width, a leading # or No. allowed. */
const typedOrderN = z.preprocess(
  (value) => (typeof value === "string" ? typedNumber(value.normalize("NFKC").replace(/^\s*(#|no\.?)/i, "")) : ""),
  z
    .string()
    .max(SALE_TEXT_LIMITS.orderN, { error: fieldMessage("maxLength", SALE_TEXT_LIMITS.orderN) })
    .regex(/^(\d*)$/, { error: fieldMessage("digitsOnly") })
    // 0, or a number past the column's range: no request has it, and the database would refuse to look.
    .refine((typed) => !/^\d+$/.test(typed) || parseId(typed) !== null, {
      error: (issue) => (issue.input === "0" ? fieldMessage("minValue", 1) : fieldMessage("maxValue", MAX_ID)),
    }),
);

const phone = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : ""),
  z
    .string()
    .max(SALE_TEXT_LIMITS.buyerPhone, { error: fieldMessage("maxLength", SALE_TEXT_LIMITS.buyerPhone) })
    .transform((typed, context) => {
      if (typed === "") return "";
      // A buyer abroad (an exporter) gives the number with its country code, which readPhone takes either way.
      const read = readPhone(typed, false);
      if (read.ok) return read.phone;
      context.addIssue({ code: "custom", message: fieldMessage(read.error) });
      return z.NEVER;
    }),
);

const saleFields = z.object({
  orderN: optionalIdField,
  typedOrderN,
  buyerName: lineField(SALE_TEXT_LIMITS.buyerName, { optional: true }),
  buyerCompany: lineField(SALE_TEXT_LIMITS.buyerCompany, { optional: true }),
  buyerPhone: phone,
  salePriceYen: price,
  soldOn: dayField,
});
const BUYER_FIELDS: readonly PropertyKey[] = ["orderN", "typedOrderN", "buyerName"];

/**
 * The sale form: the request that bought the vehicle (chosen from those that named it, or its number typed), or
 * the buyer without one; the price agreed and the day. Either a request or a buyer's name is needed.
 */
export const vehicleSaleSchema = saleFields.refine(
  (sale) => sale.orderN !== null || sale.typedOrderN !== "" || sale.buyerName !== "",
  {
    path: ["buyerName"],
    message: fieldMessage("required"),
    // Said together with any other field's refusal (a missing price), not only once the rest is right.
    when: (payload) => !payload.issues.some((issue) => BUYER_FIELDS.includes(issue.path?.[0] ?? "")),
  },
);
export type VehicleSaleInput = z.output<typeof vehicleSaleSchema>;

/** The request a sale names: the number typed wins over the choice, since staff type it to name another. */
export function saleOrderOf(sale: Pick<VehicleSaleInput, "orderN" | "typedOrderN">): number | null {
  return sale.typedOrderN === "" ? sale.orderN : parseId(sale.typedOrderN);
}

/**
 * 在庫日数: the calendar days in Japan since the vehicle was first listed (or registered, if it never was), up to
 * today, or up to the day it was sold while it is sold (the recorded sale day, else the day it was marked).
 */
export function daysInStock(
  vehicle: {
    status: VehicleStatus;
    createdAt: Date;
    publishedAt: Date | null;
    soldAt: Date | null;
    sale: { soldOn: IsoDate } | null;
  },
  today: IsoDate,
): number {
  const from = japanDate(vehicle.publishedAt ?? vehicle.createdAt);
  const until =
    vehicle.status === "sold" ? (vehicle.sale?.soldOn ?? (vehicle.soldAt ? japanDate(vehicle.soldAt) : today)) : today;
  return Math.max(0, daysBetween(from, until));
}
