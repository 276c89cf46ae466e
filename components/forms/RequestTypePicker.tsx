"use client";

import { useTranslations } from "next-intl";
import { CONTACT_TYPES } from "@/lib/requests/types";
import { Field, inputClass } from "./Field";
import type { RequestControls } from "./RequestFields";

/** What the visitor asks about, when the contact page was opened without a type. */
export function RequestTypePicker({ controls }: { controls: RequestControls }) {
  const t = useTranslations("form");
  const { id, label, error, register, initial } = controls;
  return (
    <Field id={id("type")} label={label.type} badge={t("requiredMark")} required error={error("type")}>
      {(describedBy) => (
        <select
          id={id("type")}
          aria-invalid={Boolean(error("type"))}
          aria-describedby={describedBy}
          aria-required
          className={inputClass}
          defaultValue={initial.type}
          {...register("type")}
        >
          <option value="">{t("typePlaceholder")}</option>
          {CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`requestTypes.${type}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
