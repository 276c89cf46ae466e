"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { Licence, LicenceNeed, StandardLicence } from "@/lib/vehicles/licence";
import { writeHeldLicence } from "@/lib/client/held-licence";
import { useHeldLicence } from "@/components/keep/use-held-licence";
import { useScripted } from "@/components/ui/use-scripted";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/** The licence fields of the catalogue's form, which this question fills in. */
function licenceFields(form: HTMLFormElement) {
  const licence = form.elements.namedItem("licence");
  const towing = form.elements.namedItem("towing");
  return licence instanceof HTMLSelectElement && towing instanceof HTMLInputElement ? { licence, towing } : null;
}

/**
 * The licence a buyer holds, asked once and kept in this browser (lib/client/held-licence): "when was your 普通免許
 * issued?", answered with the period it falls in, fills in the licence filter; so does the licence they pick
 * there. A kept licence is offered back when the list is not filtered by one. Without scripts the plain licence
 * select is the way, so this is drawn only once they run.
 */
export function LicenceQuestion({
  filtered,
  periods,
}: {
  /** Whether the list is already filtered by a licence. */
  filtered: boolean;
  /** Each issue period in words (2007年6月2日〜2017年3月11日) with the licence it stands for. */
  periods: { licence: StandardLicence; period: string }[];
}) {
  const t = useTranslations("licence");
  const scripted = useScripted();
  const held = useHeldLicence();
  const root = useRef<HTMLDivElement>(null);

  // The licence picked in the form is the one the buyer holds; a cleared filter forgets nothing.
  useEffect(() => {
    const form = root.current?.closest("form");
    if (!form) return;
    const remember = (event: Event) => {
      const fields = licenceFields(form);
      if (!fields || (event.target !== fields.licence && event.target !== fields.towing)) return;
      if (fields.licence.value)
        writeHeldLicence({ licence: fields.licence.value as Licence, towing: fields.towing.checked });
    };
    form.addEventListener("change", remember);
    return () => form.removeEventListener("change", remember);
  }, [scripted]);

  if (!scripted) return null;

  // Filled in as if picked: the form searches (or, in the phone's sheet, counts) as it does for any choice.
  // An answered period keeps the 牽引 box as the buyer left it.
  const apply = (licence: Licence, towing?: boolean) => {
    const form = root.current?.closest("form");
    const fields = form && licenceFields(form);
    if (!fields) return;
    fields.licence.value = licence;
    if (towing !== undefined) fields.towing.checked = towing;
    writeHeldLicence({ licence, towing: fields.towing.checked } satisfies LicenceNeed);
    fields.licence.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const small = buttonClass({ variant: "secondary", size: "sm" });

  return (
    <div ref={root} className="grid gap-2 text-sm" data-testid="licence-question">
      {held && (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t("question.remembered", { name: t(`names.${held.licence}`) })}</span>
          {!filtered && (
            <button type="button" className={small} onClick={() => apply(held.licence, held.towing)}>
              {t("question.apply")}
            </button>
          )}
          <button type="button" className={small} onClick={() => writeHeldLicence(null)}>
            {t("question.forget")}
          </button>
        </div>
      )}
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
          {t("question.open")}
        </summary>
        <fieldset className="mt-1">
          <legend className="font-semibold">{t("question.legend")}</legend>
          <p className="text-muted">{t("question.hint")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {periods.map(({ licence, period }) => (
              <button
                key={licence}
                type="button"
                aria-pressed={held?.licence === licence}
                className={cn(small, "h-auto py-2 text-left")}
                onClick={() => apply(licence)}
              >
                {t("question.choice", { period, class: t(`question.classes.${licence}`) })}
              </button>
            ))}
          </div>
        </fieldset>
      </details>
    </div>
  );
}
