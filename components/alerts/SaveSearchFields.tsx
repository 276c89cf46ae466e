"use client";

import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { HoneypotField } from "@/components/forms/HoneypotField";
import type { Action } from "@/lib/actions/result";
import { LIMITS } from "@/lib/requests/limits";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { Field, inputClass } from "@/components/forms/Field";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { useFormAction } from "@/components/forms/useFormAction";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Notice } from "@/components/ui/Notice";
import { TextLink } from "@/components/ui/TextLink";
import { PRIVACY_POLICY_SLUG, routes } from "@/lib/routes";
import { SearchConditions } from "./SearchConditions";

// The schema reads saved queries through the catalogue's parser, and so brings zod whole: the page loads it only
// when the address is first checked.
const loadSchema = () => import("@/lib/alerts/search").then((search) => search.saveSearchSchema);

/**
 * 「この条件で新着をメールで受け取る」: an address and a button, saving the page's search (hidden fields). Posted
 * as a plain form without JavaScript; the answer is the same whether or not the address already has alerts.
 */
export function SaveSearchFields({
  action,
  kind,
  category,
  query,
  conditions,
}: {
  action: Action<null>;
  kind: ListingKind;
  category: string;
  query: string;
  /** The search in words, as its confirm page and mails will say it. */
  conditions: string[];
}) {
  const t = useTranslations("savedSearch.form");
  const tf = useTranslations("form");
  const locale = useLocale();
  const id = useId();
  const { state, formAction, onSubmit, pending, formError, errorFor, register, refusedWithPage, sentValues } =
    useFormAction(action, { namespace: "savedSearch.form", schema: loadSchema });
  const headingId = `${id}-title`;
  return (
    <Card aria-labelledby={headingId} muted className="mt-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t("title")}
      </h2>
      {state?.ok ? (
        <Notice tone="success" className="mt-3">
          <p>{t("sentTitle")}</p>
          <p className="mt-1 text-sm font-normal">{t("sentText")}</p>
        </Notice>
      ) : (
        <form action={formAction} onSubmit={onSubmit} noValidate className="relative mt-2 grid gap-3">
          <p className="text-sm leading-relaxed text-muted">{t("lead")}</p>
          <SearchConditions id={`${id}-conditions`} label={t("conditions")} conditions={conditions} />
          {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
          <HiddenFields values={{ locale, kind, category, query }} />
          <HoneypotField />
          <div className="grid gap-3 pc:grid-cols-[1fr_auto] pc:items-end">
            <Field id={`${id}-email`} label={t("email")} badge={tf("requiredMark")} required error={errorFor("email")}>
              {(describedBy) => (
                <input
                  id={`${id}-email`}
                  {...register("email")}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  maxLength={LIMITS.email}
                  aria-required
                  aria-invalid={Boolean(errorFor("email"))}
                  aria-describedby={describedBy}
                  defaultValue={sentValues.email ?? ""}
                  className={inputClass}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={pending} aria-disabled={pending}>
              {pending ? t("sending") : t("submit")}
            </Button>
          </div>
          <p className="text-sm leading-relaxed">
            {t.rich("privacy", {
              policy: (chunks) => <TextLink href={routes.staffPage(PRIVACY_POLICY_SLUG)}>{chunks}</TextLink>,
            })}
          </p>
        </form>
      )}
    </Card>
  );
}
