// A deal's lines: the kinds a truck sale is priced in, which tax class each belongs to and which way it counts, and
// the lines a deal starts with. Browser-safe: the lines form shows the same classes and signs the server applies.
import type { DealLineKind } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";

export type { DealLineKind };

/** In the order the lines form offers them: what is sold, then the fees passed on, then what comes off. */
export const DEAL_LINE_KINDS = [
  "body",
  "option",
  "bodyWork",
  "fee",
  "weightTax",
  "compulsoryInsurance",
  "stamps",
  "recyclingDeposit",
  "discount",
  "tradeIn",
] as const satisfies readonly DealLineKind[];

/** 課税 at the standard rate, 非課税, 不課税 (lib/deals/tax.ts says why each fee is where it is). */
export const TAX_CLASSES = ["standard", "exempt", "outOfScope"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** A line as staff enter it; the amount is never below 0, its kind gives its sign. */
export interface DealLineInput {
  kind: DealLineKind;
  label: string;
  amountYen: number;
  /** The listed vehicle a body line sells; null for every other line. */
  vehicleId: number | null;
}

/** One A4 page holds this many lines with the totals under them. */
export const DEAL_LINES_MAX = 20;
/** Above any truck's price, far below what an Int column holds. */
export const LINE_YEN_MAX = 500_000_000;
/** A deal's sum of lines stays an exact Int however it is added up. */
export const DEAL_TOTAL_MAX_YEN = 1_000_000_000;

const TAX_CLASS_OF = {
  body: "standard",
  option: "standard",
  bodyWork: "standard",
  fee: "standard",
  weightTax: "outOfScope",
  compulsoryInsurance: "exempt",
  stamps: "outOfScope",
  recyclingDeposit: "exempt",
  discount: "standard",
  tradeIn: null,
} as const satisfies Record<DealLineKind, TaxClass | null>;

/** The tax class a line's amount is counted in; null for a trade-in, which is no part of the sale's price. */
export function taxClassOf(kind: DealLineKind): TaxClass | null {
  return TAX_CLASS_OF[kind];
}

/** −1 for what comes off the total (値引き) or the amount due (下取り), 1 for the rest. */
export function signOf(kind: DealLineKind): 1 | -1 {
  return kind === "discount" || kind === "tradeIn" ? -1 : 1;
}

/**
 * The label of the 諸費用 line a deal starts with. It is stored on the line, in the request's language, and staff
 * may retype it: it is data from then on, not a word of the interface.
 */
const FEES_LABEL = { ja: "諸費用", en: "Other costs" } as const satisfies Record<Locale, string>;

/** A sale vehicle of the request, with the price parts its page showed. */
export interface PricedVehicle {
  vehicleId: number;
  /** In the request's language, as the request stored it. */
  name: string;
  /** 車両本体価格; null when the price is on request. */
  priceBodyYen: number | null;
  priceFeesYen: number | null;
}

/**
 * The lines a deal opens with: for each vehicle its body at 車両本体価格 and its 諸費用, so the total starts at the
 * 支払総額 the vehicle's page showed (0 for a price on request, which staff then type).
 */
export function linesFromVehicles(vehicles: readonly PricedVehicle[], locale: Locale): DealLineInput[] {
  return vehicles.flatMap((vehicle) => [
    { kind: "body", label: vehicle.name, amountYen: vehicle.priceBodyYen ?? 0, vehicleId: vehicle.vehicleId },
    {
      kind: "fee",
      label: FEES_LABEL[locale],
      amountYen: vehicle.priceBodyYen === null ? 0 : (vehicle.priceFeesYen ?? 0),
      vehicleId: null,
    },
  ]);
}

const yenFormat = new Intl.NumberFormat("ja-JP");

/** The lines as the change history keeps them: "label 4,980,000", what comes off with a minus sign. */
export function linesInWords(lines: readonly Pick<DealLineInput, "kind" | "label" | "amountYen">[]): string[] {
  return lines.map(
    (line) =>
      `${line.label} ${signOf(line.kind) < 0 && line.amountYen > 0 ? "-" : ""}${yenFormat.format(line.amountYen)}`,
  );
}

/**
 * What each vehicle of a closed deal sold for, as its 売約 record keeps it (tax included, like the 売約 form): its
 * body line, and its share of the deal's other taxed lines (options, 架装, the dealer's fees, less discounts) in
 * proportion to the bodies, the yen a division leaves going to the first vehicle. What the dealer only passes on
 * (法定費用, the recycling deposit) is not the dealer's revenue, and a trade-in is a purchase of its own.
 */
export function salePricesOf(
  lines: readonly Pick<DealLineInput, "kind" | "amountYen" | "vehicleId">[],
): { vehicleId: number; salePriceYen: number }[] {
  const bodies = lines.flatMap((line) =>
    line.kind === "body" && line.vehicleId !== null ? [{ vehicleId: line.vehicleId, amountYen: line.amountYen }] : [],
  );
  const extras = lines
    .filter((line) => line.kind !== "body" && taxClassOf(line.kind) === "standard")
    .reduce((sum, line) => sum + signOf(line.kind) * line.amountYen, 0);
  const bodiesYen = bodies.reduce((sum, body) => sum + body.amountYen, 0);
  const shares = bodies.map((body) =>
    bodiesYen === 0 ? Math.trunc(extras / bodies.length) : Math.trunc((extras * body.amountYen) / bodiesYen),
  );
  const leftOver = extras - shares.reduce((sum, share) => sum + share, 0);
  return bodies.map((body, i) => ({
    vehicleId: body.vehicleId,
    salePriceYen: Math.max(0, body.amountYen + shares[i]! + (i === 0 ? leftOver : 0)),
  }));
}
