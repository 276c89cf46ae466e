// The deal's two forms as zod reads them, in the browser and on the server alike. The lines form posts flat rows
// (line0Kind, line0Label, line0Yen, line0Vehicle … up to DEAL_LINES_MAX), so it works without scripts and every
// refusal names the cell StaffForm should focus; a row left blank is no line.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { japanDate } from "@/lib/business/calendar";
import {
  checkboxField,
  dayField,
  languageField,
  lineField,
  optionalDayField,
  optionalIdField,
  optionalYenField,
  yenField,
} from "@/lib/admin/fields";
import { PAYMENT_METHODS } from "./payment-terms";
import {
  DEAL_LINE_KINDS,
  DEAL_LINES_MAX,
  DEAL_TOTAL_MAX_YEN,
  LINE_YEN_MAX,
  signOf,
  taxClassOf,
  type DealLineInput,
} from "./lines";
import { dealTotals } from "./tax";

/** A line's label: a vehicle's full name fits, and so does one line of the A4 table. */
export const DEAL_LINE_LABEL_MAX = 120;

export type LinePart = "Kind" | "Label" | "Yen" | "Vehicle";

/** The form's name of row `i`'s cell: line3Label. */
export function lineFieldName(i: number, part: LinePart): string {
  return `line${i}${part}`;
}

const ROWS = Array.from({ length: DEAL_LINES_MAX }, (_, i) => i);

// A select left on its first, empty choice: no kind yet.
const kindField = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? null : value),
  z.enum(DEAL_LINE_KINDS, { error: fieldMessage("chooseOne") }).nullable(),
);

const lineYen = optionalYenField(0, LINE_YEN_MAX);

const requiredYen = (min: number) => yenField(min, DEAL_TOTAL_MAX_YEN);

const rowShape = (i: number) => ({
  [lineFieldName(i, "Kind")]: kindField,
  [lineFieldName(i, "Label")]: lineField(DEAL_LINE_LABEL_MAX, { optional: true }),
  [lineFieldName(i, "Yen")]: lineYen,
  [lineFieldName(i, "Vehicle")]: optionalIdField,
});

type Row = {
  kind: z.output<typeof kindField>;
  label: string;
  yen: z.output<typeof lineYen>;
  vehicleId: number | null;
};

const flatFields = z.object(Object.assign({}, ...ROWS.map(rowShape)) as ReturnType<typeof rowShape>);
type FlatValues = Record<string, unknown>;

function rowOf(values: FlatValues, i: number): Row {
  return {
    kind: (values[lineFieldName(i, "Kind")] ?? null) as Row["kind"],
    label: (values[lineFieldName(i, "Label")] ?? "") as string,
    yen: (values[lineFieldName(i, "Yen")] ?? null) as Row["yen"],
    vehicleId: (values[lineFieldName(i, "Vehicle")] ?? null) as number | null,
  };
}

// A row is blank when nothing was typed in it: the kind alone is only the select's choice.
const isBlank = (row: Row) => row.label === "" && row.yen === null;

/**
 * The lines form. Besides each cell's own rule: a label and an amount go together; at least one line; the
 * discounts no more than the taxed total they lower; the trade-in no more than the total it is set against; the
 * lines' sum within DEAL_TOTAL_MAX_YEN.
 */
export const dealLinesSchema = flatFields.superRefine((values, context) => {
  const issue = (i: number, part: LinePart, message: string) =>
    context.addIssue({ code: "custom", path: [lineFieldName(i, part)], message });
  const filled = ROWS.map((i) => ({ i, row: rowOf(values, i) })).filter(({ row }) => !isBlank(row));
  if (filled.length === 0) return issue(0, "Label", fieldMessage("noLines"));
  let complete = true;
  for (const { i, row } of filled) {
    if (row.kind === null) issue(i, "Kind", fieldMessage("chooseOne"));
    if (row.label === "") issue(i, "Label", fieldMessage("required"));
    if (row.yen === null) issue(i, "Yen", fieldMessage("required"));
    complete &&= row.kind !== null && row.label !== "" && row.yen !== null;
  }
  if (!complete) return;
  const lines = dealLinesOf(values);
  const at = (kind: DealLineInput["kind"]) => filled.find(({ row }) => row.kind === kind)!.i;
  const added = lines.filter((line) => signOf(line.kind) > 0).reduce((sum, line) => sum + line.amountYen, 0);
  if (added > DEAL_TOTAL_MAX_YEN) return issue(filled.at(-1)!.i, "Yen", fieldMessage("dealTotalTooHigh"));
  const taxed = lines
    .filter((line) => line.kind !== "discount" && taxClassOf(line.kind) === "standard")
    .reduce((sum, line) => sum + line.amountYen, 0);
  const discounts = lines.filter((line) => line.kind === "discount").reduce((sum, line) => sum + line.amountYen, 0);
  if (discounts > taxed) return issue(at("discount"), "Yen", fieldMessage("discountExceeds"));
  const { totalYen, tradeInYen } = dealTotals(lines);
  if (tradeInYen > totalYen) issue(at("tradeIn"), "Yen", fieldMessage("tradeInExceeds"));
});
export type DealLinesValues = z.output<typeof dealLinesSchema>;

/** The lines the form's rows give, in their order, blank rows left out. */
export function dealLinesOf(values: DealLinesValues | FlatValues): DealLineInput[] {
  return ROWS.flatMap((i) => {
    const row = rowOf(values, i);
    if (row.kind === null || row.label === "" || row.yen === null) return [];
    return [{ kind: row.kind, label: row.label, amountYen: row.yen, vehicleId: row.vehicleId }];
  });
}

/** The saved lines as the form's text, row by row; the rows after them are blank. */
export function dealLinesFormValues(lines: readonly DealLineInput[]): Record<string, string> {
  return Object.fromEntries(
    lines.flatMap((line, i) => [
      [lineFieldName(i, "Kind"), line.kind],
      [lineFieldName(i, "Label"), line.label],
      [lineFieldName(i, "Yen"), String(line.amountYen)],
      [lineFieldName(i, "Vehicle"), line.vehicleId === null ? "" : String(line.vehicleId)],
    ]),
  );
}

/** Issuing a quote: until when it holds (today in Japan at the earliest), its language, and whether it is mailed. */
export const issueQuoteSchema = z
  .object({ validUntil: dayField, locale: languageField, mail: checkboxField })
  .refine((input) => input.validUntil >= japanDate(new Date()), {
    path: ["validUntil"],
    message: fieldMessage("validUntilPast"),
  });
export type IssueQuoteInput = z.output<typeof issueQuoteSchema>;

/**
 * Issuing a 注文書, which closes the deal: the deposit and the days it and the balance are due (the balance not
 * before the deposit), its language, and whether it is mailed. Whether the deposit fits the amount due is the
 * server's to say: the form does not know the saved lines.
 */
export const issueOrderSchema = z
  .object({
    depositYen: requiredYen(0),
    depositDueOn: dayField,
    balanceDueOn: dayField,
    locale: languageField,
    mail: checkboxField,
  })
  .refine((input) => input.balanceDueOn >= input.depositDueOn, {
    path: ["balanceDueOn"],
    message: fieldMessage("balanceBeforeDeposit"),
  });
export type IssueOrderInput = z.output<typeof issueOrderSchema>;

/** Issuing a 請求書: the day the balance is to be paid by, its language, and whether it is mailed. */
export const issueInvoiceSchema = z.object({ dueOn: dayField, locale: languageField, mail: checkboxField });
export type IssueInvoiceInput = z.output<typeof issueInvoiceSchema>;

/**
 * A payment received: the day (not after today in Japan), the amount (from ¥1; whether it fits what is owed is the
 * server's to say), how it came, and whether a 領収書 is issued and mailed with it.
 */
export const paymentSchema = z
  .object({
    receivedOn: dayField,
    amountYen: requiredYen(1),
    method: z.enum(PAYMENT_METHODS, { error: fieldMessage("chooseOne") }),
    receipt: checkboxField,
    mail: checkboxField,
    locale: languageField,
  })
  .refine((input) => input.receivedOn <= japanDate(new Date()), {
    path: ["receivedOn"],
    message: fieldMessage("receivedInFuture"),
  });
export type PaymentInput = z.output<typeof paymentSchema>;

/** The carrier's name as the yard writes it on the 陸送 sheet. */
export const CARRIER_MAX = 60;

/**
 * Delivery and registration: each day blank until it is known, the carrier by name. 名義変更, 車検 and 陸送 may be
 * dated ahead, as planned; the 納車日 is the day it happened (a plan goes in 納車予定日), so never after today.
 */
export const deliverySchema = z
  .object({
    registeredOn: optionalDayField,
    inspectedOn: optionalDayField,
    carrier: lineField(CARRIER_MAX, { optional: true }),
    transportOn: optionalDayField,
    deliveryPlannedOn: optionalDayField,
    deliveredOn: optionalDayField,
  })
  .refine((input) => input.deliveredOn === null || input.deliveredOn <= japanDate(new Date()), {
    path: ["deliveredOn"],
    message: fieldMessage("deliveredInFuture"),
  });
export type DeliveryInput = z.output<typeof deliverySchema>;
