"use client";

import { useTranslations } from "next-intl";
import { inputClass } from "@/components/forms/Field";

/** The language a post or review is written in. */
export function LanguageSelect({
  props,
  defaultValue,
}: {
  props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined };
  defaultValue: string;
}) {
  const t = useTranslations("admin.common.languages");
  return (
    <select {...props} name="language" defaultValue={defaultValue} className={inputClass}>
      <option value="ja">{t("ja")}</option>
      <option value="en">{t("en")}</option>
    </select>
  );
}
