import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { DealPage } from "@/lib/deals/deals";
import type { DealTotals } from "@/lib/deals/tax";
import type { ChangeLogRow } from "@/lib/admin/history";
import type { Action } from "@/lib/actions/result";
import { DEAL_LINES_MAX } from "@/lib/deals/lines";
import { dealLinesFormValues } from "@/lib/deals/form";
import { quoteValidUntil } from "@/lib/deals/document-kinds";
import { formatYen } from "@/lib/format";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { Notice } from "@/components/ui/Notice";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";
import { ChangeHistory } from "../history/ChangeHistory";
import { DealLinesForm } from "./DealLinesForm";
import { DealDocumentList } from "./DealDocumentList";
import { DealMoneySection } from "./DealMoneySection";
import { DeliveryForm } from "./DeliveryForm";
import { IssueQuoteForm } from "./DealStepForms";

type Saved = Action<{ id: number; version: number }>;
export type DealActions = {
  saveLines: Saved;
  issueQuote: Saved;
  issueOrder: Saved;
  issueInvoice: Saved;
  recordPayment: Saved;
  saveDelivery: Saved;
  /** An owner's only. */
  cancelPayment?: Saved;
};

/** Blank line groups under the saved ones, for lines to add (a 法定費用 split out of 諸費用, an option). */
const BLANK_ROWS = 4;

/**
 * A deal's page, in the order the work goes: whose request it is beside the totals by tax class as the documents
 * print them, the lines, the 見積書 beside the documents issued, the order and the money, delivery, then the
 * history. Every form saves over the deal's version and is drawn anew at each version, so none sends a version
 * another has moved on.
 */
export async function DealView({
  deal,
  history,
  locale,
  actions,
}: {
  deal: DealPage;
  history: ChangeLogRow[];
  locale: Locale;
  actions: DealActions;
}) {
  const t = await getTranslations("admin.deals");
  const to = await getTranslations("order");
  const { order } = deal;
  const customer = `${order.lastName} ${order.firstName}${order.companyName ? ` / ${order.companyName}` : ""}`;
  const summary: Definition[] = [
    [
      t("summary.request"),
      <Link key="request" href={routes.admin.order(order.n)} className={textLinkClass()}>
        #{order.n}
      </Link>,
    ],
    [t("summary.customer"), customer],
    [
      t("summary.vehicles"),
      order.vehicles.length === 0 ? (
        t("summary.noVehicles")
      ) : (
        <ul key="vehicles">
          {order.vehicles.map((vehicle) => (
            <li key={vehicle.inquiryNo}>
              {to("vehicleNameValue", { name: vehicle.name, inquiryNo: vehicle.inquiryNo })}
            </li>
          ))}
        </ul>
      ),
    ],
  ];
  return (
    <>
      <p>
        <Link href={routes.admin.order(order.n)} className="underline">
          {t("back", { n: order.n })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{t("title", { id: deal.id })}</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("lead")}</p>
      {deal.money && (
        // The yard's two forms are far down a phone's page: straight to them.
        <nav aria-label={t("jumpLabel")} className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a href="#deal-money" className={textLinkClass({ standalone: true })}>
            {t("jumpPayment")}
          </a>
          <a href="#deal-delivery" className={textLinkClass({ standalone: true })}>
            {t("jumpDelivery")}
          </a>
        </nav>
      )}
      <div className="mt-4 grid gap-8 pc:grid-cols-2">
        <DefinitionList rows={summary} look="ruled" className="min-w-0" />
        <Section id="deal-totals" title={t("totals.title")} heading="minor" className="min-w-0">
          <DealTotalsList totals={deal.totals} locale={locale} />
        </Section>
      </div>
      <Section id="deal-lines" title={t("linesTitle")} heading="minor" className="mt-8 max-w-4xl">
        <p className="mt-1 text-sm text-muted">{t("linesHint")}</p>
        {deal.priceMissing && (
          <Notice tone="info" className="mt-2">
            {t("priceMissing")}
          </Notice>
        )}
        <DealLinesForm
          key={deal.version}
          id={deal.id}
          version={deal.version}
          rows={Math.min(deal.lines.length + BLANK_ROWS, DEAL_LINES_MAX)}
          initial={dealLinesFormValues(deal.lines)}
          vehicles={deal.lines.map((line) => line.vehicleId)}
          action={actions.saveLines}
        />
      </Section>
      <div className="mt-8 grid gap-8 pc:grid-cols-2">
        <Section id="deal-issue" title={t("issueTitle")} heading="minor" className="min-w-0">
          <p className="mt-1 text-sm text-muted">{t("issueHint")}</p>
          <IssueQuoteForm
            key={deal.version}
            id={deal.id}
            version={deal.version}
            initial={{ validUntil: quoteValidUntil(deal.today), locale: order.locale, mail: "true" }}
            action={actions.issueQuote}
          />
        </Section>
        <div className="min-w-0">
          <DealDocumentList documents={deal.documents} locale={locale} />
        </div>
      </div>
      <DealMoneySection deal={deal} locale={locale} actions={actions} />
      <Section id="deal-delivery" title={t("deliveryTitle")} heading="minor" className="mt-8 max-w-4xl">
        {deal.money ? (
          <>
            <p className="mt-1 text-sm text-muted">{t("deliveryHint")}</p>
            <DeliveryForm
              key={deal.version}
              id={deal.id}
              version={deal.version}
              initial={Object.fromEntries(Object.entries(deal.delivery).map(([name, value]) => [name, value ?? ""]))}
              action={actions.saveDelivery}
            />
          </>
        ) : (
          <p className="mt-2 text-sm text-muted">{t("deliveryAfterOrder")}</p>
        )}
      </Section>
      <ChangeHistory rows={history} locale={locale} />
    </>
  );
}

/** The totals as the quote prints them: each tax class with its 内消費税, the total, the trade-in and the amount due. */
async function DealTotalsList({ totals, locale }: { totals: DealTotals; locale: Locale }) {
  const t = await getTranslations("admin.deals");
  const yen = (amount: number) => formatYen(locale, amount);
  const rows: Definition[] = [
    ...totals.groups.map((group): Definition =>
      group.ratePercent === null
        ? [t(`taxClasses.${group.taxClass === "exempt" ? "exempt" : "outOfScope"}`), yen(group.totalYen)]
        : [
            t("taxClasses.standard", { rate: group.ratePercent }),
            `${yen(group.totalYen)} ${t("totals.tax", { tax: yen(group.taxYen) })}`,
          ],
    ),
    [t("totals.total"), yen(totals.totalYen)],
    ...(totals.tradeInYen > 0 ? [[t("totals.tradeIn"), `−${yen(totals.tradeInYen)}`] satisfies Definition] : []),
    [
      t("totals.amountDue"),
      <strong key="due" className="text-lg" data-testid="deal-amount-due">
        {yen(totals.amountDueYen)}
      </strong>,
    ],
  ];
  return <DefinitionList rows={rows} look="ruled" className="mt-3" />;
}
