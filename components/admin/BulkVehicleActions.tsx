"use client";

import { useRef } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import type { BulkOutcome } from "@/lib/admin/inventory-bulk";
import { BULK_VEHICLE_ACTIONS, type BulkRefusal } from "@/lib/admin/vehicles";
import { formatList } from "@/lib/format";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { inputClass } from "@/components/forms/Field";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { useFormAction } from "@/components/forms/useFormAction";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { useScripted } from "@/components/ui/use-scripted";
import { cn } from "@/components/ui/cn";

export type BulkCall = Action<BulkOutcome>;
type BulkRefused = NonNullable<BulkOutcome["refused"][BulkRefusal]>;

/** The form the rows' checkboxes belong to (by their form attribute: they sit in the table, not in it). */
export const BULK_FORM_ID = "vehicle-bulk";

/**
 * The status action for the rows ticked in the list: a plain form, so it works without scripts; the answer
 * says how many changed and why the others did not.
 */
export function BulkVehicleActions({ action, kind }: { action: BulkCall; kind: ListingKind }) {
  const t = useTranslations("admin.vehicles");
  const locale = useLocale();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormAction(action, {
    namespace: "admin.vehicles",
    onSuccess: () => {
      // The ticks belong to the form (form attribute), so resetting it clears them for the next action.
      formRef.current?.reset();
      router.refresh();
    },
  });
  const outcome = form.state?.ok ? form.state.value : null;
  const refused = outcome ? (Object.entries(outcome.refused) as [BulkRefusal, BulkRefused][]) : [];
  const refusedCount = refused.reduce((sum, [, { count }]) => sum + count, 0);
  return (
    <form
      id={BULK_FORM_ID}
      ref={formRef}
      action={form.formAction}
      onSubmit={form.onSubmit}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <HiddenFields values={{ kind }} />
      <label className="text-sm font-bold">
        {t("bulkLabel")}
        <select name="action" className={cn(inputClass, "mt-1")}>
          {BULK_VEHICLE_ACTIONS.map((bulk) => (
            <option key={bulk} value={bulk}>
              {t(`bulkActions.${bulk}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {t("bulkApply")}
      </Button>
      {form.formError && (
        <Notice tone="error" className="w-full">
          {form.formError}
        </Notice>
      )}
      {outcome && (
        <Notice tone={outcome.changed === 0 ? "info" : "success"} className="w-full">
          <p>
            {[
              // Nothing changed is said by the refusal alone.
              (outcome.changed > 0 || refusedCount === 0) && t("bulkDone", { changed: outcome.changed }),
              refusedCount > 0 && t("bulkRefused", { count: refusedCount }),
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
          {refusedCount > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {refused.map(([reason, { count, vehicles }]) => {
                const why = t(`bulkReasons.${reason}`, { count });
                return (
                  <li key={reason}>
                    {vehicles.length > 0
                      ? t("bulkReasonVehicles", { reason: why, vehicles: formatList(locale, vehicles) })
                      : why}
                  </li>
                );
              })}
            </ul>
          )}
        </Notice>
      )}
    </form>
  );
}

/** Ticks or clears every row of the page; shown only once scripts run, since only they can do it. */
export function SelectAllRows({ label }: { label: string }) {
  if (!useScripted()) return null;
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="size-5"
      onChange={(event) => {
        for (const box of document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${BULK_FORM_ID}"]`))
          box.checked = event.currentTarget.checked;
      }}
    />
  );
}
