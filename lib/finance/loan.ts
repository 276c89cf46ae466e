// The payment simulator of a sale vehicle (ローンシミュレーション): what a loan from a credit company, or a
// lease with a purchase option, would cost a month. An estimate (目安) only: the real terms are the credit
// company's after its review (与信審査). Plain functions, used alike by the server (the first figures on the
// page) and the browser (as the visitor types).
//
// The loan is 元利均等 (equal payments of principal and interest) at the 実質年率 the visitor enters, which
// the 割賦販売法 defines on monthly periods: the monthly rate is the annual rate / 12.
//
// Bonus payments (ボーナス払い): the visitor enters the sum added to the payment of each bonus month. There are
// two a year, every sixth month from the start (the sixth, twelfth… payment: January and July for a loan
// starting in February; the credit company sets the real months), so a loan of `months` payments has
// floor(months / 6) of them. The part of the loan they repay is their present value at the loan's monthly
// rate; the rest is repaid monthly. Credit companies take at most half of the loan on bonuses, and so do we.
//
// Rounding, as Japanese credit companies do it: the monthly payment from the second on is rounded down to
// the 100 yen; the total of the monthly payments is the exact amount rounded to the yen, and the first
// payment is that total less all the others (so it is the same or a little more). The sum of every payment
// is the total, to the yen, and the 分割手数料 is the total less what was borrowed.

/** The choices the simulator offers; any whole number of months from the first to the last is accepted. */
export const LOAN_MONTH_CHOICES = [12, 24, 36, 48, 60, 72, 84] as const;
export const MIN_MONTHS = 12;
export const MAX_MONTHS = 84;
/** 利息制限法 caps the rate of a loan of 1,000,000 yen or more at 15% a year. */
export const MAX_ANNUAL_RATE_PERCENT = 15;
/** Highest amount of yen anyone types: beyond any vehicle, and well within exact arithmetic. */
export const MAX_YEN = 1_000_000_000;
/** Credit companies lend no less than this on a vehicle: a down payment must leave at least this, or all. */
export const MIN_FINANCED_YEN = 100_000;
/** The share of the loan bonus payments may repay. */
export const MAX_BONUS_SHARE = 0.5;
/** Payments between two bonus payments. */
export const BONUS_INTERVAL_MONTHS = 6;
/** Monthly payments from the second on are whole multiples of this. */
export const PAYMENT_UNIT_YEN = 100;

/** What the simulator shows before the visitor changes anything. */
export const LOAN_DEFAULTS = {
  downPaymentYen: 0,
  months: 60,
  annualRatePercent: 3.9,
  bonusYen: 0,
  /** The bonus sum offered when the visitor turns bonus payments on. */
  suggestedBonusYen: 50_000,
} as const;

/**
 * The lease estimate's assumptions, shown on the page as well: the lessor keeps a residual value (残価) of
 * 10% of the 支払総額, which the lessee pays at the end of the term to buy the vehicle (リース購入); the rest
 * is repaid in equal monthly lease payments at the same rate as the loan, with the residual's interest on top.
 * No down payment, no bonus payments; tax, insurance and maintenance are not included.
 */
export const LEASE_RESIDUAL_SHARE = 0.1;

export type LoanError =
  | "price"
  | "required"
  | "digitsOnly"
  | "negative"
  | "tooLarge"
  | "monthsRange"
  | "rateFormat"
  | "rateRange"
  | "financedTooSmall"
  | "bonusTooLarge";

/**
 * The simulator's input in numbers. Every refusal is a code (LoanError) the page translates; the checks are
 * plain code, not a schema library, because the simulator runs in the visitor's browser as they type.
 */
export interface LoanInput {
  /** The vehicle's 支払総額 (priceTotalYen). */
  priceYen: number;
  downPaymentYen: number;
  months: number;
  annualRatePercent: number;
  /** Added to each bonus month's payment; 0 for none. */
  bonusYen: number;
}

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** The first refusal of an amount of yen: not a whole number, under its least, or beyond anyone's vehicle. */
function yenError(value: unknown, min: number, minError: LoanError): LoanError | null {
  if (!isWhole(value)) return "digitsOnly";
  if (value < min) return minError;
  return value > MAX_YEN ? "tooLarge" : null;
}

function priceError(value: unknown): LoanError | null {
  return isWhole(value) && value >= 1 && value <= MAX_YEN ? null : "price";
}

function monthsError(value: unknown): LoanError | null {
  return isWhole(value) && value >= MIN_MONTHS && value <= MAX_MONTHS ? null : "monthsRange";
}

function rateError(value: unknown): LoanError | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return "rateFormat";
  if (value < 0 || value > MAX_ANNUAL_RATE_PERCENT) return "rateRange";
  // Rates are quoted to two decimals at most (3.9%, 4.95%).
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-9 ? null : "rateFormat";
}

export type LoanField = Exclude<keyof LoanInput, "priceYen"> | "price";

export interface LoanPlan {
  kind: "loan";
  /** ローン元金: 支払総額 less the down payment. */
  financedYen: number;
  downPaymentYen: number;
  /** Number of monthly payments (支払回数). */
  payments: number;
  firstPaymentYen: number;
  /** Each monthly payment from the second on. */
  monthlyPaymentYen: number;
  /** Added to the monthly payment in each bonus month; 0 without bonus payments. */
  bonusPaymentYen: number;
  bonusCount: number;
  /** 分割支払金合計: every monthly and bonus payment, the down payment not included. */
  instalmentsTotalYen: number;
  /** 分割手数料: the instalments less what was borrowed. */
  interestYen: number;
  /** Down payment and instalments: what the vehicle costs on this plan. */
  grandTotalYen: number;
}

/** A down payment of the whole 支払総額 or more: there is nothing left to pay in instalments. */
export interface PaidInFull {
  kind: "nothingToFinance";
  downPaymentYen: number;
  priceYen: number;
}

export type LoanOutcome =
  { ok: true; result: LoanPlan | PaidInFull } | { ok: false; errors: Partial<Record<LoanField, LoanError>> };

/** Monthly rate of an annual rate in percent, as the 実質年率 is defined. */
function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/** Present value of 1 yen paid after each of `n` periods at `rate` per period; n at a rate of 0. */
function annuityFactor(rate: number, n: number): number {
  return rate === 0 ? n : (1 - (1 + rate) ** -n) / rate;
}

/** Present value of 1 yen paid at each bonus month of a loan of `months` payments. */
function bonusFactor(rate: number, months: number): number {
  let factor = 0;
  for (let month = BONUS_INTERVAL_MONTHS; month <= months; month += BONUS_INTERVAL_MONTHS)
    factor += (1 + rate) ** -month;
  return factor;
}

export function bonusCountFor(months: number): number {
  return Math.floor(months / BONUS_INTERVAL_MONTHS);
}

/**
 * The loan for these figures, or why they cannot be worked out: each refusal is a code on the field it
 * concerns (a down payment leaving less than MIN_FINANCED_YEN to borrow, bonus payments repaying more than
 * half the loan). Never throws, whatever it is given.
 */
export function simulateLoan(input: LoanInput): LoanOutcome {
  const found: [LoanField, LoanError | null][] = [
    ["price", priceError(input.priceYen)],
    ["downPaymentYen", yenError(input.downPaymentYen, 0, "negative")],
    ["months", monthsError(input.months)],
    ["annualRatePercent", rateError(input.annualRatePercent)],
    ["bonusYen", yenError(input.bonusYen, 0, "negative")],
  ];
  const refused = found.filter((entry): entry is [LoanField, LoanError] => entry[1] !== null);
  if (refused.length > 0) return { ok: false, errors: Object.fromEntries(refused) };
  const { priceYen, downPaymentYen, months, annualRatePercent, bonusYen } = input;
  const financedYen = priceYen - downPaymentYen;
  if (financedYen <= 0) return { ok: true, result: { kind: "nothingToFinance", downPaymentYen, priceYen } };
  if (financedYen < MIN_FINANCED_YEN) return { ok: false, errors: { downPaymentYen: "financedTooSmall" } };

  const rate = monthlyRate(annualRatePercent);
  const bonusCount = bonusYen > 0 ? bonusCountFor(months) : 0;
  const bonusPrincipal = bonusYen > 0 ? bonusYen * bonusFactor(rate, months) : 0;
  if (bonusPrincipal > financedYen * MAX_BONUS_SHARE) return { ok: false, errors: { bonusYen: "bonusTooLarge" } };

  const exactMonthly = (financedYen - bonusPrincipal) / annuityFactor(rate, months);
  const monthlyTotal = Math.round(exactMonthly * months);
  const monthlyPaymentYen = Math.floor(exactMonthly / PAYMENT_UNIT_YEN) * PAYMENT_UNIT_YEN;
  const firstPaymentYen = monthlyTotal - monthlyPaymentYen * (months - 1);
  const instalmentsTotalYen = monthlyTotal + bonusYen * bonusCount;
  return {
    ok: true,
    result: {
      kind: "loan",
      financedYen,
      downPaymentYen,
      payments: months,
      firstPaymentYen,
      monthlyPaymentYen,
      bonusPaymentYen: bonusCount > 0 ? bonusYen : 0,
      bonusCount,
      instalmentsTotalYen,
      interestYen: instalmentsTotalYen - financedYen,
      grandTotalYen: downPaymentYen + instalmentsTotalYen,
    },
  };
}

export interface LeaseEstimate {
  months: number;
  /** The same every month, rounded up to the 100 yen so the estimate never understates it. */
  monthlyYen: number;
  /** 残価: paid at the end of the term to buy the vehicle. */
  residualYen: number;
  /** Every lease payment, the residual not included. */
  leaseTotalYen: number;
  /** Lease payments and residual: what the vehicle costs on this plan. */
  grandTotalYen: number;
}

/**
 * The lease estimate (目安) for a lease-purchase vehicle, on LEASE_RESIDUAL_SHARE's assumptions: (支払総額 −
 * 残価) repaid in equal monthly payments at the rate, plus the monthly interest on the residual the lessor
 * carries to the end. Null when the figures are refused (the loan's codes say why).
 */
export function estimateLease(
  input: Pick<LoanInput, "priceYen" | "months" | "annualRatePercent">,
): LeaseEstimate | null {
  const { priceYen, months, annualRatePercent } = input;
  if (priceError(priceYen) || monthsError(months) || rateError(annualRatePercent)) return null;
  const rate = monthlyRate(annualRatePercent);
  const residualYen = Math.round(priceYen * LEASE_RESIDUAL_SHARE);
  const exactMonthly = (priceYen - residualYen) / annuityFactor(rate, months) + residualYen * rate;
  // A hair of floating-point error must not add 100 yen to an exact figure.
  const monthlyYen = Math.ceil(exactMonthly / PAYMENT_UNIT_YEN - 1e-9) * PAYMENT_UNIT_YEN;
  const leaseTotalYen = monthlyYen * months;
  return { months, monthlyYen, residualYen, leaseTotalYen, grandTotalYen: leaseTotalYen + residualYen };
}

export type TextInput<T> = { ok: true; value: T } | { ok: false; error: LoanError };

/**
 * An amount of yen as people type it: "500000", "500,000", full-width digits, "50万" or "50万円". Empty is
 * `empty` (0 for a down payment; refused for a bonus that is turned on).
 */
export function parseYenText(text: string, empty: number | null): TextInput<number> {
  const normalized = text.normalize("NFKC").replace(/[,\s円¥]/g, "");
  if (normalized === "") return empty === null ? { ok: false, error: "required" } : { ok: true, value: empty };
  if (normalized.startsWith("-")) return { ok: false, error: "negative" };
  const match = /^(\d+(?:\.\d+)?)(万)?$/.exec(normalized);
  if (!match || (!match[2] && match[1].includes("."))) return { ok: false, error: "digitsOnly" };
  const value = Math.round(Number(match[1]) * (match[2] ? 10_000 : 1));
  if (!Number.isSafeInteger(value) || value > MAX_YEN) return { ok: false, error: "tooLarge" };
  return { ok: true, value };
}

/** An annual rate in percent as typed: "3.9", "３．９", "3.9%". Its range is the schema's to check. */
export function parseRateText(text: string): TextInput<number> {
  const normalized = text.normalize("NFKC").replace(/[\s%]/g, "");
  if (normalized === "") return { ok: false, error: "required" };
  if (normalized.startsWith("-")) return { ok: false, error: "rateRange" };
  if (!/^\d{1,3}(?:\.\d+)?$/.test(normalized)) return { ok: false, error: "rateFormat" };
  return { ok: true, value: Number(normalized) };
}

/** The simulator's fields as the visitor left them; `bonus` is null while bonus payments are off. */
export interface LoanText {
  downPayment: string;
  months: number;
  rate: string;
  bonus: string | null;
}

// Refusals that weigh one field against another: they say nothing until every field reads as a number.
const CROSS_FIELD: readonly LoanError[] = ["financedTooSmall", "bonusTooLarge"];

/**
 * The loan for the simulator's fields as typed (an empty down payment is none): each field's own refusal,
 * and those the figures get from simulateLoan, by field.
 */
export function simulateLoanFromText(priceYen: number, text: LoanText): LoanOutcome {
  const downPayment = parseYenText(text.downPayment, 0);
  const rate = parseRateText(text.rate);
  const bonus: TextInput<number> = text.bonus === null ? { ok: true, value: 0 } : parseYenText(text.bonus, null);
  const outcome = simulateLoan({
    priceYen,
    downPaymentYen: downPayment.ok ? downPayment.value : 0,
    months: text.months,
    annualRatePercent: rate.ok ? rate.value : 0,
    bonusYen: bonus.ok ? bonus.value : 0,
  });
  const typed: Partial<Record<LoanField, LoanError>> = {};
  if (!downPayment.ok) typed.downPaymentYen = downPayment.error;
  if (!rate.ok) typed.annualRatePercent = rate.error;
  if (!bonus.ok) typed.bonusYen = bonus.error;
  if (Object.keys(typed).length === 0) return outcome;
  const others = outcome.ok
    ? {}
    : Object.fromEntries(Object.entries(outcome.errors).filter(([, error]) => !CROSS_FIELD.includes(error)));
  return { ok: false, errors: { ...others, ...typed } };
}
