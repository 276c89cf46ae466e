"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { DEAL_LINE_KINDS } from "@/lib/deals/lines";
import { DEAL_LINE_LABEL_MAX, dealLinesSchema, lineFieldName } from "@/lib/deals/form";
import type { Action } from "@/lib/actions/result";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { SelectField, StaffForm, TextField } from "../form/StaffForm";

/**
 * A deal's lines, saved over the deal's version: one group of kind, item and amount per line, the saved ones then
 * blank ones to add to (a blank line is left out when saved). The fields are flat (`line3Label`), so a refusal
 * names the very cell to fix; a body line keeps its vehicle in a hidden field. A plain form: it saves without
 * JavaScript, and keeps what was typed when refused.
 */
export function DealLinesForm(props: {
  id: number;
  version: number;
  /** How many line groups to draw: the saved lines and the blank ones after them. */
  rows: number;
  /** The saved lines as the form's fields (`line0Kind`, `line0Label`, `line0Yen`). */
  initial: Record<string, string>;
  /** Each line's vehicle, by line, for the body lines of a listed vehicle. */
  vehicles: (number | null)[];
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.deals");
  const router = useRouter();
  const kinds = DEAL_LINE_KINDS.map((kind) => ({ value: kind, label: t(`lineKinds.${kind}`) }));
  return (
    <StaffForm
      prefix="deal-lines"
      namespace="admin.deals"
      schema={dealLinesSchema}
      editHref={routes.admin.deal}
      action={props.action}
      record={{ id: props.id, version: props.version }}
      initial={props.initial}
      // The totals above and the quote form below are drawn by the server from the saved lines.
      onSaved={() => router.refresh()}
      submitLabel={t("saveLines")}
      className="mt-3 grid content-start gap-3"
    >
      {Array.from({ length: props.rows }, (_, index) => (
        <fieldset key={index} className="m-0 min-w-0 rounded-md border border-slate-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold">{t("row", { row: index + 1 })}</legend>
          <HiddenFields values={{ [lineFieldName(index, "Vehicle")]: props.vehicles[index] ?? null }} />
          <div className="grid gap-2 pc:grid-cols-[12rem_minmax(0,1fr)_10rem]">
            <SelectField
              name={lineFieldName(index, "Kind")}
              label={t("fields.kind")}
              options={kinds}
              none={t("kindNone")}
            />
            <TextField name={lineFieldName(index, "Label")} label={t("fields.label")} maxLength={DEAL_LINE_LABEL_MAX} />
            <TextField name={lineFieldName(index, "Yen")} label={t("fields.yen")} />
          </div>
        </fieldset>
      ))}
    </StaffForm>
  );
}
