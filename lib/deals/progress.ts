// Where a closed deal stands, step by step, as the customer's status page shows it: what is done (with its day),
// the one step that comes next, and what follows. A dated step staff entered ahead (a planned 陸送) is done once
// its day has come; a payment step once it is paid; the invoice once issued. Pure and browser-safe. The steps are
// the trade's order of things after an order: the deposit, the invoice, the balance, 名義変更, 車検 (only when the
// sale includes it, so only once staff date it), 陸送 (only when the truck is carried), and 納車.
import type { IsoDate } from "@/lib/business/calendar";
import type { MoneyOwed, PaymentTerms } from "./payment-terms";

export type ProgressStep =
  "ordered" | "deposit" | "invoice" | "balance" | "registration" | "inspection" | "transport" | "delivery";

export interface StepState {
  step: ProgressStep;
  state: "done" | "next" | "later";
  /** The day it was done or is planned; for a payment, the day it is due. */
  on: IsoDate | null;
  /** What is still to pay, for a payment step not yet done. */
  amountYen?: number;
  /** The carrier, for 陸送. */
  carrier?: string;
}

export interface ProgressInput {
  today: IsoDate;
  orderedOn: IsoDate;
  terms: PaymentTerms;
  owed: MoneyOwed;
  /** The latest invoice's issue day. */
  invoicedOn: IsoDate | null;
  registeredOn: IsoDate | null;
  inspectedOn: IsoDate | null;
  carrier: string;
  transportOn: IsoDate | null;
  deliveryPlannedOn: IsoDate | null;
  deliveredOn: IsoDate | null;
}

/** The deal's steps in order, the first one not done marked as next. */
export function dealProgress(deal: ProgressInput): StepState[] {
  const depositOwed = Math.max(0, deal.terms.depositYen - deal.owed.paidYen);
  const steps: Omit<StepState, "state">[] = [
    { step: "ordered", on: deal.orderedOn },
    ...(deal.terms.depositYen > 0
      ? [{ step: "deposit" as const, on: deal.terms.depositDueOn, amountYen: depositOwed }]
      : []),
    { step: "invoice", on: deal.invoicedOn },
    { step: "balance", on: deal.terms.balanceDueOn, amountYen: deal.owed.owedYen },
    { step: "registration", on: deal.registeredOn },
    ...(deal.inspectedOn ? [{ step: "inspection" as const, on: deal.inspectedOn }] : []),
    ...(deal.carrier || deal.transportOn
      ? [{ step: "transport" as const, on: deal.transportOn, carrier: deal.carrier }]
      : []),
    { step: "delivery", on: deal.deliveredOn ?? deal.deliveryPlannedOn },
  ];
  const done = (step: Omit<StepState, "state">): boolean => {
    switch (step.step) {
      case "deposit":
        return depositOwed === 0;
      case "balance":
        return deal.owed.owedYen === 0;
      case "invoice":
        return step.on !== null;
      case "delivery":
        return deal.deliveredOn !== null && deal.deliveredOn <= deal.today;
      default:
        return step.on !== null && step.on <= deal.today;
    }
  };
  let nextGiven = false;
  return steps.map((step) => {
    if (done(step)) return { ...step, state: "done", ...(step.amountYen !== undefined && { amountYen: 0 }) };
    const state = nextGiven ? "later" : "next";
    nextGiven = true;
    return { ...step, state };
  });
}
