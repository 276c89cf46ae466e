import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { DealMoney, DealPage } from "@/lib/deals/deals";
import { PAYMENT_METHODS } from "@/lib/deals/payment-terms";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { RowActionForm } from "../form/RowActionForm";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";
import type { DealActions } from "./DealView";
import { IssueInvoiceForm, IssueOrderForm, PaymentForm } from "./DealStepForms";

/**
 * The order and the money: before the 注文書, the form that issues it with the house terms; after it, what was
 * asked on which terms, each payment with its 領収書, what is owed and whether it is late, the payment form (the
 * yard's, first on a phone), the 請求書, and the 注文書 again for a correction.
 */
export async function DealMoneySection({
  deal,
  locale,
  actions,
}: {
  deal: DealPage;
  locale: Locale;
  actions: DealActions;
}) {
  const t = await getTranslations("admin.deals");
  const tm = await getTranslations("documents.payment.methods");
  const { money } = deal;
  const orderForm = (
    <IssueOrderForm
      key={deal.version}
      id={deal.id}
      version={deal.version}
      ordered={money !== null}
      initial={{
        depositYen: String(deal.orderTerms.depositYen),
        depositDueOn: deal.orderTerms.depositDueOn,
        balanceDueOn: deal.orderTerms.balanceDueOn,
        locale: deal.order.locale,
        mail: "true",
      }}
      action={actions.issueOrder}
    />
  );
  if (!money)
    return (
      <Section id="deal-order" title={t("orderTitle")} heading="minor" className="mt-8 max-w-2xl">
        <p className="mt-1 text-sm text-muted">{t("orderHint")}</p>
        {orderForm}
      </Section>
    );
  const { owed } = money;
  return (
    <Section id="deal-money" title={t("moneyTitle")} heading="minor" className="mt-8">
      <div className="grid gap-8 pc:grid-cols-2">
        <div className="min-w-0">
          <MoneySummary money={money} locale={locale} />
          <PaymentList deal={deal} money={money} locale={locale} cancel={actions.cancelPayment} />
        </div>
        <div className="grid min-w-0 content-start gap-8">
          {owed.next ? (
            <Section id="deal-payment" title={t("paymentTitle")} heading="minor">
              <PaymentForm
                key={deal.version}
                id={deal.id}
                version={deal.version}
                initial={{
                  receivedOn: deal.today,
                  amountYen: String(owed.next.amountYen),
                  method: "transfer",
                  receipt: "true",
                  mail: "true",
                  locale: deal.order.locale,
                }}
                methods={PAYMENT_METHODS.map((method) => ({ value: method, label: tm(method) }))}
                action={actions.recordPayment}
              />
            </Section>
          ) : (
            <p className="font-bold" data-testid="deal-paid-in-full">
              {t("paidInFull")}
            </p>
          )}
          <Section id="deal-invoice" title={t("invoiceTitle")} heading="minor">
            <p className="mt-1 text-sm text-muted">{t("invoiceHint")}</p>
            {deal.order.type === "auction" && <p className="mt-1 text-sm">{t("invoiceAuctionHint")}</p>}
            <IssueInvoiceForm
              key={deal.version}
              id={deal.id}
              version={deal.version}
              initial={{
                dueOn: deal.invoiceDueOn ?? money.terms.balanceDueOn,
                locale: deal.order.locale,
                mail: "true",
              }}
              action={actions.issueInvoice}
            />
          </Section>
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer font-bold">{t("reissueOrderTitle")}</summary>
            <p className="mt-2 text-sm text-muted">{t("reissueOrderHint")}</p>
            {orderForm}
          </details>
        </div>
      </div>
    </Section>
  );
}

/** What the order asked, on which terms, what came in and what is owed, late amounts marked. */
async function MoneySummary({ money, locale }: { money: DealMoney; locale: Locale }) {
  const t = await getTranslations("admin.deals");
  const yen = (amount: number) => formatYen(locale, amount);
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  const { terms, owed } = money;
  const rows: Definition[] = [
    [t("money.orderedOn"), day(money.orderedOn)],
    [t("money.total"), yen(money.totalYen)],
    [t("money.deposit"), t("money.due", { amount: yen(terms.depositYen), date: day(terms.depositDueOn) })],
    [
      t("money.balance"),
      t("money.due", { amount: yen(Math.max(0, money.totalYen - terms.depositYen)), date: day(terms.balanceDueOn) }),
    ],
    [t("money.paid"), yen(owed.paidYen)],
    [
      t("money.owed"),
      <span key="owed" className="flex flex-wrap items-center gap-2">
        <strong className="text-lg tabular-nums" data-testid="deal-owed">
          {yen(owed.owedYen)}
        </strong>
        {owed.overdueYen > 0 && (
          <Badge tone="danger" data-testid="deal-overdue">
            {t("money.overdue", { amount: yen(owed.overdueYen), days: owed.daysOverdue })}
          </Badge>
        )}
      </span>,
    ],
  ];
  return <DefinitionList rows={rows} look="ruled" className="mt-3" />;
}

/** Each payment, oldest first, with its 領収書 as issued, and for an owner a way to cancel one recorded by mistake. */
async function PaymentList({
  deal,
  money,
  locale,
  cancel,
}: {
  deal: DealPage;
  money: DealMoney;
  locale: Locale;
  cancel: DealActions["cancelPayment"];
}) {
  const t = await getTranslations("admin.deals");
  const tc = await getTranslations("admin.common");
  const tm = await getTranslations("documents.payment.methods");
  if (money.payments.length === 0) return <p className="mt-4 text-sm text-muted">{t("noPayments")}</p>;
  return (
    <table className="mt-4 w-full text-sm" data-testid="deal-payments">
      <caption className="text-start font-bold">{t("paymentsTitle")}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-start">
          <th scope="col" className="py-1 pe-2 text-start">
            {t("fields.receivedOn")}
          </th>
          <th scope="col" className="py-1 pe-2 text-end">
            {t("fields.amountYen")}
          </th>
          <th scope="col" className="py-1 pe-2 text-start">
            {t("fields.method")}
          </th>
          <th scope="col" className="py-1 pe-2 text-start">
            {t(cancel ? "receiptAndCancelColumn" : "receiptColumn")}
          </th>
        </tr>
      </thead>
      <tbody>
        {money.payments.map((payment) => (
          <tr key={payment.id} className="border-b border-slate-200">
            <td className="py-1 pe-2">{formatCalendarDate(locale, payment.receivedOn, "long")}</td>
            <td className="py-1 pe-2 text-end tabular-nums">{formatYen(locale, payment.amountYen)}</td>
            <td className="py-1 pe-2">{tm(payment.method)}</td>
            <td className="py-1 pe-2">
              {payment.receipt ? (
                <a
                  href={routes.document(payment.receipt.id)}
                  className={textLinkClass()}
                  aria-label={t("downloadNamed", { number: payment.receipt.number })}
                >
                  {payment.receipt.number}
                </a>
              ) : (
                t("noReceipt")
              )}
              {cancel && (
                <div className="mt-1">
                  <RowActionForm
                    action={cancel}
                    values={{ id: deal.id, version: deal.version, paymentId: payment.id }}
                    namespace="admin.deals"
                    question={{
                      title: t("cancelPaymentTitle"),
                      message: t("cancelPaymentConfirm", { amount: formatYen(locale, payment.amountYen) }),
                      confirmLabel: t("cancelPayment"),
                      cancelLabel: tc("confirmCancel"),
                    }}
                  >
                    <Button
                      type="submit"
                      variant="remove"
                      size="sm"
                      aria-label={t("cancelPaymentNamed", {
                        date: formatCalendarDate(locale, payment.receivedOn, "long"),
                        amount: formatYen(locale, payment.amountYen),
                      })}
                    >
                      {t("cancelPayment")}
                    </Button>
                  </RowActionForm>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
