// The consumption tax of a deal's lines, and the totals a document prints.
//
// 1. One rounding per rate per document. A 適格請求書 states the tax per rate on the sum of that rate's amounts,
//    rounded once per rate (消費税法57条の4, 施行令70条の10); rounding each line's tax and adding them up is not
//    allowed. So lines are grouped by tax class, and a group's tax is worked out once from its total, in integers.
// 2. Tax included, on every line. Prices are shown tax included by law (総額表示, 消費税法63条) and in the
//    支払総額 of the 自動車公正取引協議会, and one document uses one basis throughout. The tax is printed as
//    内消費税: the part of the group's total that is tax, total × rate / (100 + rate).
// 3. Rounded down (切り捨て). The law lets the issuer choose the direction; down matches `withConsumptionTax` in
//    lib/auction/fees.ts, and the customer never pays for the fraction.
// 4. What the dealer passes on carries no tax and is shown apart (lib/deals/lines.ts `taxClassOf`): 自動車重量税
//    and 印紙代・検査登録手数料 are 不課税 (a tax; a fee to the state), 自賠責保険料 is 非課税 (an insurance
//    premium), リサイクル預託金 is 非課税 (the transfer of a 金銭債権, as the NTA rules). Every other kind is at
//    the standard rate. The 未経過自動車税相当額 a buyer pays is part of the vehicle's price (NTA), so staff enter
//    it as a taxable fee.
// 5. 値引き on the same document lowers the total of its rate, and the tax with it.
// 6. 下取り is a separate purchase from the customer, not a discount: it does not lower the taxable amount. It is
//    printed after the totals (下取車充当額) and lowers only the amount to pay.
import { TAX_CLASSES, signOf, taxClassOf, type DealLineInput, type TaxClass } from "./lines";

/** The rate of each taxed class, in percent. A reduced rate would be a class of its own. */
export const TAX_RATE_PERCENT = { standard: 10 } as const satisfies Partial<Record<TaxClass, number>>;

/** The consumption tax inside a tax-included total, rounded down: ¥110 at 10% → ¥10, ¥109 → ¥9. */
export function taxIncludedIn(totalYen: number, ratePercent: number): number {
  // Integers throughout: at most 10^9 × 10, well inside what a double holds exactly.
  return Math.floor((totalYen * ratePercent) / (100 + ratePercent));
}

export interface DealTaxGroup {
  taxClass: TaxClass;
  /** Null for 非課税 and 不課税. */
  ratePercent: number | null;
  /** Tax included, discounts taken off. */
  totalYen: number;
  /** 内消費税; 0 for a class without a rate. */
  taxYen: number;
}

export interface DealTotals {
  /** Standard rate, 非課税, 不課税, in that order; a class without lines is left out. */
  groups: DealTaxGroup[];
  /** 合計: the groups added up. */
  totalYen: number;
  /** 下取車充当額, as a positive amount. */
  tradeInYen: number;
  /** お支払総額: the total less the trade-in. */
  amountDueYen: number;
}

const rateOf = (taxClass: TaxClass): number | null =>
  taxClass in TAX_RATE_PERCENT ? TAX_RATE_PERCENT[taxClass as keyof typeof TAX_RATE_PERCENT] : null;

export function dealTotals(lines: readonly Pick<DealLineInput, "kind" | "amountYen">[]): DealTotals {
  const sums = new Map<TaxClass, number>();
  let tradeInYen = 0;
  for (const line of lines) {
    const taxClass = taxClassOf(line.kind);
    if (taxClass === null) tradeInYen += line.amountYen;
    else sums.set(taxClass, (sums.get(taxClass) ?? 0) + signOf(line.kind) * line.amountYen);
  }
  const groups = TAX_CLASSES.flatMap((taxClass): DealTaxGroup[] => {
    const totalYen = sums.get(taxClass);
    if (totalYen === undefined) return [];
    const ratePercent = rateOf(taxClass);
    return [
      { taxClass, ratePercent, totalYen, taxYen: ratePercent === null ? 0 : taxIncludedIn(totalYen, ratePercent) },
    ];
  });
  const totalYen = groups.reduce((sum, group) => sum + group.totalYen, 0);
  return { groups, totalYen, tradeInYen, amountDueYen: totalYen - tradeInYen };
}
