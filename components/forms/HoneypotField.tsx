"use client";

import { useTranslations } from "next-intl";
import { HONEYPOT_FIELD } from "@/lib/requests/limits";

/** The field people never see and bots fill in: a post that has it filled is dropped (lib/requests/accept). */
export function HoneypotField() {
  const t = useTranslations("form");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
