"use client";

import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import { AUCTION_STEPS, type AuctionStep } from "@/lib/auction/flow";
import { orderStepsSchema } from "@/lib/admin/orders";
import { useFormChecks } from "@/components/forms/useFormAction";
import { useStaffCall } from "./form/useAdminForm";
import { Button } from "@/components/ui/Button";

/**
 * The day each step of an auction-agency request was done, as the customer's status page shows them; the
 * 落札 day sets the deadlines there. An empty field is a step not done yet.
 */
export function OrderSteps(props: { n: number; dates: Partial<Record<AuctionStep, string>>; save: ButtonAction }) {
  const t = useTranslations("admin.orders");
  const { act, pending, feedback } = useStaffCall("admin.orders");
  const { check, register, checkedError } = useFormChecks({ schema: orderStepsSchema, namespace: "admin.orders" });
  return (
    <form
      aria-labelledby="order-steps"
      noValidate
      onSubmit={(event) =>
        check(event, (form) => {
          const sent = new FormData(form);
          const dates = Object.fromEntries(AUCTION_STEPS.map((step) => [step, String(sent.get(step) ?? "")]));
          act(() => props.save(null, { n: props.n, ...dates }), { success: t("stepsSaved") });
        })
      }
    >
      <input type="hidden" name="n" value={props.n} />
      <h2 id="order-steps" className="font-bold">
        {t("stepsTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("stepsLead")}</p>
      <ol className="mt-3 grid gap-2">
        {AUCTION_STEPS.map((step, index) => (
          <li key={step} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`step-${step}`} className="text-sm font-semibold">
              {index + 1}. {t(`steps.${step}`)}
            </label>
            <input
              id={`step-${step}`}
              type="date"
              {...register(step)}
              defaultValue={props.dates[step] ?? ""}
              aria-invalid={Boolean(checkedError(step))}
              aria-describedby={checkedError(step) ? `step-${step}-error` : undefined}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
            />
            {checkedError(step) && (
              <p id={`step-${step}-error`} className="w-full text-sm font-semibold text-red-700">
                {checkedError(step)}
              </p>
            )}
          </li>
        ))}
      </ol>
      <Button type="submit" disabled={pending} className="mt-3">
        {t("saveSteps")}
      </Button>
      {feedback}
    </form>
  );
}
