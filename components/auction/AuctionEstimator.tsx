"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  CONSUMPTION_TAX_PERCENT,
  estimateAuctionCost,
  parseBidCount,
  parseYenInput,
  type FeePlan,
  type VehicleClass,
} from "@/lib/auction/fees";
import { auctionDeadlines } from "@/lib/auction/deadlines";
import { ESTIMATOR_FIELDS, type EstimatorInput } from "@/lib/auction/estimator-query";
import { holidaySet, isIsoDate, type IsoDate } from "@/lib/business/calendar";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { inputClass, optionClass } from "@/components/forms/Field";
import { useInputBeforeHydration } from "@/components/forms/use-input-before-hydration";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

const ROWS = [
  "winningBid",
  "agentFee",
  "bidFees",
  "participationFee",
  "titleTransfer",
  "numberPlate",
  "fees",
  "subtotal",
  "tax",
  "total",
  "deposit",
  "balance",
] as const;

/** Where the form sends the visitor back to: the estimator, not the top of the page. */
const ESTIMATOR_ANCHOR = "estimator";

/**
 * The auction cost estimator: every figure for each fee plan and the payment and document dates, worked
 * out in the browser as the visitor types. The server hands over the plans and the holidays ahead, so the
 * rules are the same functions the tests check. Without scripts it is a GET form: the server reads what was
 * sent (`initial`) and answers with the figures for it.
 */
export function AuctionEstimator({
  plans,
  planNames,
  holidays,
  initial,
}: {
  plans: FeePlan[];
  planNames: Record<string, string>;
  holidays: IsoDate[];
  initial: EstimatorInput;
}) {
  const t = useTranslations("estimator");
  const locale = useLocale();
  const id = useId();
  const [bidText, setBidText] = useState(initial.bidText);
  const [bidsText, setBidsText] = useState(initial.bidsText);
  const [vehicleClass, setVehicleClass] = useState<VehicleClass>(initial.vehicleClass);
  const [plate, setPlate] = useState(initial.plate);
  const [auctionDate, setAuctionDate] = useState(initial.auctionDate);
  useInputBeforeHydration({
    [`${id}-bid`]: (field) => setBidText(field.value),
    [`${id}-bids`]: (field) => setBidsText(field.value),
    [`${id}-class-standard`]: () => setVehicleClass("standard"),
    [`${id}-class-light`]: () => setVehicleClass("light"),
    [`${id}-plate`]: (field) => setPlate((field as HTMLInputElement).checked),
    [`${id}-date`]: (field) => setAuctionDate(field.value as IsoDate),
  });

  const bid = parseYenInput(bidText);
  const bids = parseBidCount(bidsText);
  const bidsValid = bids !== null;
  const dateValid = isIsoDate(auctionDate);
  const yen = (value: number) => formatYen(locale, value);
  const deadlines = dateValid ? auctionDeadlines(auctionDate, holidaySet(holidays)) : null;
  const date = (iso: IsoDate) => formatCalendarDate(locale, iso, "full");

  return (
    <Card id={ESTIMATOR_ANCHOR} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("title")}
      </h2>
      <p className="mt-1 text-muted">{t("lead")}</p>
      {/* With scripts the figures follow each keystroke, so Enter has nothing left to send. */}
      <form
        method="get"
        action={`#${ESTIMATOR_ANCHOR}`}
        onSubmit={(event) => event.preventDefault()}
        className="mt-4 grid gap-4 pc:grid-cols-2"
      >
        <div>
          <label htmlFor={`${id}-bid`} className="text-sm font-bold">
            {t("winningBid")}
          </label>
          <p id={`${id}-bid-hint`} className="text-xs text-muted">
            {t("winningBidHint")}
          </p>
          <input
            id={`${id}-bid`}
            name={ESTIMATOR_FIELDS.bid}
            inputMode="numeric"
            autoComplete="off"
            value={bidText}
            onChange={(e) => setBidText(e.target.value)}
            aria-invalid={!bid.ok}
            aria-describedby={`${id}-bid-hint${bid.ok ? "" : ` ${id}-bid-error`}`}
            className={cn(inputClass, "mt-1")}
          />
          {!bid.ok && (
            <p id={`${id}-bid-error`} className="mt-1 text-sm font-semibold text-red-700">
              {t(`errors.${bid.error}`)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-bids`} className="text-sm font-bold">
            {t("bids")}
          </label>
          <input
            id={`${id}-bids`}
            name={ESTIMATOR_FIELDS.bids}
            inputMode="numeric"
            autoComplete="off"
            value={bidsText}
            onChange={(e) => setBidsText(e.target.value)}
            aria-invalid={!bidsValid}
            aria-describedby={bidsValid ? undefined : `${id}-bids-error`}
            className={cn(inputClass, "mt-1")}
          />
          {!bidsValid && (
            <p id={`${id}-bids-error`} className="mt-1 text-sm font-semibold text-red-700">
              {t("errors.bids")}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-bold">{t("vehicleClass")}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["standard", "light"] as const).map((value) => (
              <label key={value} className={optionClass}>
                <input
                  id={`${id}-class-${value}`}
                  type="radio"
                  name={ESTIMATOR_FIELDS.vehicleClass}
                  value={value}
                  checked={vehicleClass === value}
                  onChange={() => setVehicleClass(value)}
                />
                {t(value)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col justify-end gap-3">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              id={`${id}-plate`}
              name={ESTIMATOR_FIELDS.plate}
              value="1"
              type="checkbox"
              checked={plate}
              onChange={(e) => setPlate(e.target.checked)}
              className="size-5"
            />
            {t("plate")}
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="text-sm font-bold">
            {t("auctionDate")}
          </label>
          <input
            id={`${id}-date`}
            name={ESTIMATOR_FIELDS.date}
            type="date"
            value={auctionDate}
            onChange={(e) => setAuctionDate(e.target.value)}
            aria-invalid={!dateValid}
            className={cn(inputClass, "mt-1")}
          />
          {!dateValid && <p className="mt-1 text-sm font-semibold text-red-700">{t("errors.date")}</p>}
        </div>
        <noscript>
          <Button type="submit">{t("calculate")}</Button>
        </noscript>
      </form>

      <div aria-live="polite" className="mt-6">
        {bid.ok && bidsValid && (
          <div className="grid gap-4 pc:grid-cols-2">
            {plans.map((plan) => {
              const estimate = estimateAuctionCost(plan, {
                winningBidYen: bid.yen,
                bids: bids!,
                vehicleClass,
                numberPlate: plate,
              });
              return (
                <table key={plan.id} className="w-full text-sm">
                  <caption className="pb-2 text-left text-base font-bold">{planNames[plan.id]}</caption>
                  <tbody>
                    {ROWS.map((row) => (
                      <tr
                        key={row}
                        className={cn("border-b border-slate-200", row === "total" && "text-base font-black")}
                      >
                        <th scope="row" className="py-1.5 pr-2 text-left font-semibold">
                          {t(`rows.${row}`, { percent: CONSUMPTION_TAX_PERCENT })}
                        </th>
                        <td className="py-1.5 text-right tabular-nums" data-testid={`${plan.id}-${row}`}>
                          {yen(estimate[row])}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
          </div>
        )}
        {deadlines && (
          <div className="mt-6">
            <h3 className="font-bold">{t("datesTitle")}</h3>
            <dl className="mt-2 grid gap-1 text-sm pc:grid-cols-[max-content_1fr] pc:gap-x-4">
              <dt className="font-semibold">{t("balanceDue")}</dt>
              <dd data-testid="balance-due">{date(deadlines.balance)}</dd>
              <dt className="font-semibold">{t("documentsDue")}</dt>
              <dd data-testid="documents-due">{date(deadlines.documents)}</dd>
              <dt className="font-semibold">{t("titleDue")}</dt>
              <dd data-testid="title-due">{date(deadlines.titleTransfer)}</dd>
            </dl>
          </div>
        )}
        <p className="mt-4 text-sm">{t("taxRule", { percent: CONSUMPTION_TAX_PERCENT })}</p>
        <p className="mt-1 text-xs text-muted">{t("note")}</p>
      </div>
    </Card>
  );
}
