"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import type { RequestDeal } from "@/lib/deals/deals";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { textLinkClass } from "@/components/ui/TextLink";
import { RowActionForm } from "../form/RowActionForm";

export type RequestDealActions = {
  openDeal: Action<{ id: number; version: number }>;
  /** Only for those who may delete (owners); absent, no delete button is drawn. */
  removeDeal?: Action<{ orderN: number }>;
};

const namespace = "admin.deals";

/**
 * A request's deals on its page, each with its amount due and latest quote (and for owners a delete, which keeps
 * the quotes issued), and the button that opens a new one. Deleting is done here rather than on the deal's own
 * page, so that the page drawn after it, with scripts or without, is one that still exists.
 */
export function RequestDeals({
  n,
  version,
  deals,
  actions,
}: {
  n: number;
  /** The request's version, which opening a deal is saved over. */
  version: number;
  deals: RequestDeal[];
  actions: RequestDealActions;
}) {
  const t = useTranslations(namespace);
  const tc = useTranslations("admin.common");
  const locale = useLocale();
  const { removeDeal } = actions;
  return (
    <section aria-labelledby="order-deals" className="grid content-start gap-3">
      <h2 id="order-deals" className="font-bold">
        {t("requestDealsTitle")}
      </h2>
      {deals.length === 0 ? (
        <p className="text-sm text-muted">{t("noDeals")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="request-deals">
          {deals.map((deal) => {
            const name = t("dealLink", { id: deal.id });
            return (
              <li key={deal.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link href={routes.admin.deal(deal.id)} className={textLinkClass()}>
                    {name}
                  </Link>
                  <span className="font-semibold tabular-nums">{formatYen(locale, deal.totals.amountDueYen)}</span>
                </p>
                <p className="mt-1 text-muted">
                  {deal.latestQuote
                    ? t("latestQuote", {
                        number: deal.latestQuote.number,
                        date: formatCalendarDate(locale, deal.latestQuote.issuedOn, "full"),
                      })
                    : t("noQuote")}
                </p>
                {deal.orderedOn && (
                  <p className="mt-1 font-semibold">
                    {t("orderedOn", { date: formatCalendarDate(locale, deal.orderedOn, "full") })}
                  </p>
                )}
                {removeDeal && !deal.orderedOn && (
                  <div className="mt-2">
                    <RowActionForm
                      action={removeDeal}
                      values={{ id: deal.id, version: deal.version }}
                      namespace={namespace}
                      question={{
                        title: t("deleteTitle"),
                        message: t("deleteConfirm", { id: deal.id }),
                        confirmLabel: tc("confirmRemove"),
                        cancelLabel: tc("confirmCancel"),
                      }}
                      success={() => t("deleted", { id: deal.id })}
                    >
                      <Button type="submit" variant="remove" size="sm" aria-label={`${tc("delete")}: ${name}`}>
                        {tc("delete")}
                      </Button>
                    </RowActionForm>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* A 買取 or 査定 request is answered that a deal is for a buyer (dealNotForSeller). */}
      <OpenDeal n={n} version={version} action={actions.openDeal} />
    </section>
  );
}

/**
 * Opens a deal and goes to its page. A form, so it works without scripts too: the page then says the deal is open
 * and links to it. `compact` is a row's button in a list of requests (a vehicle's): named by its request, no hint.
 */
export function OpenDeal({
  n,
  version,
  action,
  compact = false,
}: {
  n: number;
  version: number;
  action: RequestDealActions["openDeal"];
  compact?: boolean;
}) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  const router = useRouter();
  const form = useFormAction(action, {
    namespace,
    onSuccess: (deal) => router.push(getPathname({ href: routes.admin.deal(deal.id), locale })),
  });
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} className="grid justify-items-start gap-2">
      <HiddenFields values={{ n, version }} />
      {compact ? (
        <Button type="submit" size="sm" disabled={form.pending} aria-label={t("openDealFor", { n })}>
          {t("openDeal")}
        </Button>
      ) : (
        <>
          <p id="deal-open-hint" className="text-sm text-muted">
            {t("openHint")}
          </p>
          <Button type="submit" disabled={form.pending} aria-describedby="deal-open-hint">
            {t("openDeal")}
          </Button>
        </>
      )}
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {form.state?.ok && (
        <Notice tone="success">
          {t("opened")}{" "}
          <Link href={routes.admin.deal(form.state.value.id)} className="underline">
            {t("openLink", { id: form.state.value.id })}
          </Link>
        </Notice>
      )}
    </form>
  );
}
