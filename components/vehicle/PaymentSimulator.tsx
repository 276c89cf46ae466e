"use client";

import { useId, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  estimateLease,
  LEASE_RESIDUAL_SHARE,
  LOAN_DEFAULTS,
  LOAN_MONTH_CHOICES,
  MAX_ANNUAL_RATE_PERCENT,
  MIN_FINANCED_YEN,
  parseRateText,
  simulateLoanFromText,
  type LoanError,
} from "@/lib/finance/loan";
import { formatNumber, formatYen } from "@/lib/format";
import { inputClass, optionClass } from "@/components/forms/Field";
import { useInputBeforeHydration } from "@/components/forms/use-input-before-hydration";
import { Badge } from "@/components/ui/Badge";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { Section } from "@/components/ui/Section";
import { cn } from "@/components/ui/cn";

/** A labelled text box with its hint and its error tied to it, as the simulator's amounts and rate are typed. */
function FigureField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  inputMode,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  inputMode: "numeric" | "decimal";
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <input
        id={id}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint${error === null ? "" : ` ${id}-error`}`}
        className={cn(inputClass, "mt-1")}
      />
      {error !== null && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The figure a plan is read by: its label with the 目安 mark, the amount, and what goes with it. */
function Headline({
  label,
  amount,
  testId,
  children,
}: {
  label: string;
  amount: string;
  testId: string;
  children?: ReactNode;
}) {
  const t = useTranslations("finance");
  return (
    <div aria-live="polite" aria-atomic="true" className="rounded-lg bg-brand-50 p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {label}
        <Badge tone="accent">{t("estimate")}</Badge>
      </p>
      <p className="text-3xl font-black text-price tabular-nums" data-testid={testId}>
        {amount}
      </p>
      {children}
    </div>
  );
}

/**
 * The payment simulator (ローンシミュレーション) of a sale vehicle with a price: the loan's monthly payment and
 * totals as the visitor types, and for a lease-purchase vehicle the lease estimate too; the rules are
 * lib/finance/loan.ts. The server sends it worked out for the default figures, so without scripts it shows
 * that example and says so.
 */
export function PaymentSimulator({
  id,
  priceYen,
  leasePurchase,
}: {
  id: string;
  priceYen: number;
  leasePurchase: boolean;
}) {
  const t = useTranslations("finance");
  const locale = useLocale();
  const fieldId = useId();
  const [downPayment, setDownPayment] = useState(String(LOAN_DEFAULTS.downPaymentYen));
  const [months, setMonths] = useState<number>(LOAN_DEFAULTS.months);
  const [rate, setRate] = useState(String(LOAN_DEFAULTS.annualRatePercent));
  const [bonusOn, setBonusOn] = useState(false);
  const [bonus, setBonus] = useState(String(LOAN_DEFAULTS.suggestedBonusYen));
  useInputBeforeHydration({
    [`${fieldId}-down`]: (field) => setDownPayment(field.value),
    [`${fieldId}-months`]: (field) => setMonths(Number(field.value)),
    [`${fieldId}-rate`]: (field) => setRate(field.value),
    [`${fieldId}-bonus-on`]: (field) => setBonusOn((field as HTMLInputElement).checked),
  });

  const yen = (value: number) => formatYen(locale, value);
  const outcome = simulateLoanFromText(priceYen, { downPayment, months, rate, bonus: bonusOn ? bonus : null });
  const errors = outcome.ok ? {} : outcome.errors;
  const message = (error: LoanError | undefined) =>
    error === undefined ? null : t(`errors.${error}`, { max: MAX_ANNUAL_RATE_PERCENT, minimum: yen(MIN_FINANCED_YEN) });
  const typedRate = parseRateText(rate);
  const lease =
    leasePurchase && typedRate.ok ? estimateLease({ priceYen, months, annualRatePercent: typedRate.value }) : null;

  let result: ReactNode;
  if (!outcome.ok) {
    result = (
      <p aria-live="polite" className="rounded-lg bg-slate-50 p-4 font-semibold">
        {message(outcome.errors.price) ?? t("fix")}
      </p>
    );
  } else if (outcome.result.kind === "nothingToFinance") {
    result = (
      <p aria-live="polite" className="rounded-lg bg-slate-50 p-4 font-semibold" data-testid="loan-nothing">
        {t("nothingToFinance")}
      </p>
    );
  } else {
    const loan = outcome.result;
    const rows: Definition[] = [
      [t("rows.price"), yen(priceYen)],
      [t("rows.downPayment"), yen(loan.downPaymentYen)],
      [t("rows.financed"), yen(loan.financedYen)],
      [t("rows.payments"), t("paymentsValue", { count: loan.payments })],
      [t("rows.interest"), yen(loan.interestYen)],
      [t("rows.instalments"), yen(loan.instalmentsTotalYen)],
      [t("rows.grandTotal"), yen(loan.grandTotalYen)],
    ];
    result = (
      <>
        <Headline label={t("monthly")} amount={yen(loan.monthlyPaymentYen)} testId="loan-monthly">
          <p className="mt-1 text-sm tabular-nums" data-testid="loan-first">
            {t("first", { amount: yen(loan.firstPaymentYen) })}
          </p>
          {loan.bonusCount > 0 && (
            <p className="text-sm tabular-nums" data-testid="loan-bonus">
              {t("bonusAdd", { amount: yen(loan.bonusPaymentYen), count: loan.bonusCount })}
            </p>
          )}
        </Headline>
        <DefinitionList look="table" rows={rows} className="mt-3 text-sm tabular-nums" />
      </>
    );
  }

  return (
    <Section heading="ruled" id={id} title={t("title")}>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <Badge tone="accent">{t("estimate")}</Badge>
        {t("lead")}
      </p>
      <div className="mt-4 grid gap-6 pc:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FigureField
            id={`${fieldId}-down`}
            label={t("downPayment")}
            hint={t("yenHint")}
            error={message(errors.downPaymentYen)}
            value={downPayment}
            onChange={setDownPayment}
            inputMode="numeric"
          />
          <div>
            <label htmlFor={`${fieldId}-months`} className="text-sm font-bold">
              {t("months")}
            </label>
            <select
              id={`${fieldId}-months`}
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
              className={cn(inputClass, "mt-1")}
            >
              {LOAN_MONTH_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t("monthsOption", { months: choice, years: choice / 12 })}
                </option>
              ))}
            </select>
          </div>
          <FigureField
            id={`${fieldId}-rate`}
            label={t("rate")}
            hint={t("rateHint", { max: MAX_ANNUAL_RATE_PERCENT })}
            error={message(errors.annualRatePercent)}
            value={rate}
            onChange={setRate}
            inputMode="decimal"
          />
          <label className={cn(optionClass, "self-start")}>
            <input
              id={`${fieldId}-bonus-on`}
              type="checkbox"
              checked={bonusOn}
              onChange={(event) => setBonusOn(event.target.checked)}
              className="size-5"
            />
            {t("bonus")}
          </label>
          {bonusOn && (
            <FigureField
              id={`${fieldId}-bonus`}
              label={t("bonusAmount")}
              hint={t("bonusHint")}
              error={message(errors.bonusYen)}
              value={bonus}
              onChange={setBonus}
              inputMode="numeric"
            />
          )}
        </div>
        <div>
          {result}
          {lease && (
            <div className="mt-6">
              <h3 className="font-bold">{t("lease.title")}</h3>
              <div className="mt-2">
                <Headline label={t("lease.monthly")} amount={yen(lease.monthlyYen)} testId="lease-monthly" />
              </div>
              <DefinitionList
                look="table"
                rows={[
                  [t("lease.rows.term"), t("lease.termValue", { months: lease.months })],
                  [t("lease.rows.residual"), yen(lease.residualYen)],
                  [t("lease.rows.leaseTotal"), yen(lease.leaseTotalYen)],
                  [t("lease.rows.grandTotal"), yen(lease.grandTotalYen)],
                ]}
                className="mt-3 text-sm tabular-nums"
              />
              <p className="mt-2 text-xs leading-relaxed text-muted">
                {t("lease.note", {
                  share: Math.round(LEASE_RESIDUAL_SHARE * 100),
                  rate: formatNumber(locale, typedRate.ok ? typedRate.value : 0),
                  months: lease.months,
                })}
              </p>
            </div>
          )}
        </div>
      </div>
      <p className="mt-4 text-xs leading-relaxed text-muted">{t("note")}</p>
      <noscript>
        <p className="mt-2 text-sm font-semibold">
          {t("noScript", {
            months: LOAN_DEFAULTS.months,
            rate: formatNumber(locale, LOAN_DEFAULTS.annualRatePercent),
          })}
        </p>
      </noscript>
    </Section>
  );
}
