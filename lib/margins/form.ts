// The cost page's forms as zod reads them, in the browser and on the server alike: the purchase (仕入価格, 仕入先,
// 仕入日) and one cost line added at a time. Amounts are read as staff type them (180万, 1,800,000円).
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { lineField, optionalDayField, optionalYenField, yenField } from "@/lib/admin/fields";
import type { VehicleCostKind } from "@/lib/generated/prisma/enums";

/** In the order the cost page offers them: the usual bills of a truck between the auction and the buyer. */
export const COST_KINDS = [
  "maintenance",
  "bodyWork",
  "panel",
  "transport",
  "auctionFee",
  "registration",
  "statutory",
  "other",
] as const satisfies readonly VehicleCostKind[];

/** The highest amount a cost field takes: far above any truck, below what an integer column holds. */
export const COST_MAX_YEN = 1_000_000_000;
export const COST_TEXT_LIMITS = { supplier: 100, label: 100 } as const;

/** The purchase: each part may stay blank until it is known (a truck bought at auction before its bill arrives). */
export const purchaseSchema = z.object({
  purchasePriceYen: optionalYenField(0, COST_MAX_YEN),
  supplier: lineField(COST_TEXT_LIMITS.supplier, { optional: true }),
  purchasedOn: optionalDayField,
});
export type PurchaseInput = z.output<typeof purchaseSchema>;

/** One cost line: what it was for and how much are needed; the words and the day help find the bill later. */
export const costLineSchema = z.object({
  kind: z.enum(COST_KINDS, { error: fieldMessage("chooseOne") }),
  label: lineField(COST_TEXT_LIMITS.label, { optional: true }),
  amountYen: yenField(0, COST_MAX_YEN),
  spentOn: optionalDayField,
});
export type CostLineInput = z.output<typeof costLineSchema>;
