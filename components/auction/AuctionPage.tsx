import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { AUCTION_DEADLINES } from "@/lib/auction/deadlines";
import { estimatorInputFromQuery } from "@/lib/auction/estimator-query";
import { AUCTION_STEPS } from "@/lib/auction/flow";
import {
  AUCTION_PAGE_PLANS,
  auctionVehicleOfPage,
  BID_FEE_YEN,
  CONSUMPTION_TAX_PERCENT,
  DEPOSIT_RATE,
  NUMBER_PLATE_YEN,
  percentWithConsumptionTax,
  plansFor,
  TITLE_TRANSFER_YEN,
  withConsumptionTax,
} from "@/lib/auction/fees";
import { japanDate, YEAR_END_CLOSURE } from "@/lib/business/calendar";
import { holidaysFrom } from "@/lib/business/holidays";
import { formatCalendarDate, formatYen } from "@/lib/format";
import type { VehicleCard } from "@/lib/vehicles/cards";
import { VehicleCardGrid } from "@/components/vehicle/VehicleCardGrid";
import { StepList } from "@/components/layout/StepList";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { PageHeading } from "@/components/ui/PageHeading";
import { AuctionEstimator } from "./AuctionEstimator";
import { Section } from "@/components/ui/Section";
import { ClientMessages } from "@/components/app/ClientMessages";

/** Far enough ahead for any auction date the visitor picks this year and the business days to its balance date. */
const HOLIDAY_DAYS_AHEAD = 500;

/** One band of a fee table: what it applies to and what it costs. */
function FeeRow({ band, fee }: { band: string; fee: string }) {
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-1.5 text-left font-normal">
        {band}
      </th>
      <td className="py-1.5 text-right tabular-nums">{fee}</td>
    </tr>
  );
}

/** /truckauction and /autoauction: the flow, the fees, the rules, the estimator and the request button. */
export async function AuctionPage({
  page,
  locale,
  query,
  offered,
}: {
  page: keyof typeof AUCTION_PAGE_PLANS;
  locale: Locale;
  /** The query string, where the estimator's form sends its fields without scripts. */
  query: Record<string, string | string[] | undefined>;
  /** Trucks from our own stock that staff show beside the agency (on /truckauction). */
  offered: VehicleCard[] | null;
}) {
  const t = await getTranslations("auction");
  const tEstimator = await getTranslations("estimator");
  const plans = plansFor(page);
  const yen = (value: number) => formatYen(locale, value);
  // 総額表示: every fee a consumer may pay is shown with its tax-inclusive amount beside it.
  const yenWithTax = (value: number) =>
    t("withTax", { price: yen(value), taxIncluded: yen(withConsumptionTax(value)) });
  // "MM-DD" as 12月29日 or 29 December (any year will do: only the month and day are shown).
  const monthDay = (value: string) => formatCalendarDate(locale, value, "monthDay");
  const today = japanDate(new Date());
  const planNames = Object.fromEntries(plans.map((plan) => [plan.id, t(`plans.${plan.id}.name`)]));
  const request = (
    <ButtonLink href={routes.auctionRequest(auctionVehicleOfPage(page))} variant="accent" size="lg">
      {t("request")}
    </ButtonLink>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading
        title={page === "truckauction" ? t("truckTitle") : t("autoTitle")}
        lead={page === "truckauction" ? t("truckLead") : t("autoLead")}
      />
      <div className="mt-5">{request}</div>

      <Section id="auction-flow" title={t("flowTitle")} className="mt-10">
        <StepList steps={AUCTION_STEPS.map((step) => t(`steps.${step}`))} />
      </Section>

      <Section id="auction-fees" title={t("feesTitle")} className="mt-10">
        <p className="mt-1 text-muted">{t("feesLead")}</p>
        <div className="mt-4 grid gap-6 pc:grid-cols-2">
          {plans.map((plan) => (
            <table key={plan.id} className="w-full text-sm">
              <caption className="pb-2 text-left">
                <span className="text-base font-bold">{t(`plans.${plan.id}.name`)}</span>{" "}
                <span className="text-muted">{t(`plans.${plan.id}.text`)}</span>
              </caption>
              <thead>
                <tr className="border-b border-slate-300 text-left">
                  <th scope="col" className="py-1.5">
                    {t("band")}
                  </th>
                  <th scope="col" className="py-1.5 text-right">
                    {t("agentFee")}
                  </th>
                </tr>
              </thead>
              <tbody>
                <FeeRow band={t("bandUnder")} fee={yenWithTax(plan.agentFee.underLower)} />
                <FeeRow band={t("bandMiddle")} fee={yenWithTax(plan.agentFee.upToUpper)} />
                <FeeRow
                  band={t("bandAbove")}
                  fee={t("rate", {
                    percent: plan.agentFee.aboveUpperRate * 100,
                    taxIncluded: percentWithConsumptionTax(plan.agentFee.aboveUpperRate),
                  })}
                />
                <FeeRow band={t("participationFee")} fee={yenWithTax(plan.participationFeeYen)} />
              </tbody>
            </table>
          ))}
        </div>

        <h3 className="mt-8 font-bold">{t("otherFeesTitle")}</h3>
        <dl className="mt-2 grid max-w-xl grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{t("bidFee")}</dt>
          <dd className="text-right tabular-nums">{yenWithTax(BID_FEE_YEN)}</dd>
          <dt>{t("titleLight")}</dt>
          <dd className="text-right tabular-nums">{yenWithTax(TITLE_TRANSFER_YEN.light)}</dd>
          <dt>{t("titleStandard")}</dt>
          <dd className="text-right tabular-nums">{yenWithTax(TITLE_TRANSFER_YEN.standard)}</dd>
          <dt>{t("plate")}</dt>
          <dd className="text-right tabular-nums">{yenWithTax(NUMBER_PLATE_YEN)}</dd>
        </dl>
        <p className="mt-2 text-sm">
          {tEstimator("taxRule", { percent: CONSUMPTION_TAX_PERCENT })}{" "}
          {t("taxNote", { percent: CONSUMPTION_TAX_PERCENT })}
        </p>

        <div className="mt-8 grid gap-6 pc:grid-cols-2">
          <div>
            <h3 className="font-bold">{t("depositTitle")}</h3>
            <p className="mt-1 leading-relaxed">{t("depositText", { percent: DEPOSIT_RATE * 100 })}</p>
          </div>
          <div>
            <h3 className="font-bold">{t("deadlinesTitle")}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 leading-relaxed">
              <li>{t("deadlineBalance", { days: AUCTION_DEADLINES.balanceBusinessDays })}</li>
              <li>{t("deadlineDocuments", { days: AUCTION_DEADLINES.documentsCalendarDays })}</li>
              <li>{t("deadlineTitle", { days: AUCTION_DEADLINES.titleTransferCalendarDays })}</li>
            </ul>
            <p className="mt-1 text-xs text-muted">
              {t("deadlineNote", { from: monthDay(YEAR_END_CLOSURE.from), until: monthDay(YEAR_END_CLOSURE.until) })}
            </p>
          </div>
        </div>
      </Section>

      <div className="mt-10">
        <ClientMessages page="estimator">
          <AuctionEstimator
            plans={plans}
            planNames={planNames}
            holidays={holidaysFrom(today, HOLIDAY_DAYS_AHEAD)}
            initial={estimatorInputFromQuery(query, today)}
          />
        </ClientMessages>
      </div>

      {offered && (
        <Section id="auction-offered" title={t("offeredTitle")} className="mt-10">
          <p className="mt-1 text-muted">{t("offeredLead")}</p>
          {offered.length === 0 ? (
            <EmptyNote className="mt-3">{t("offeredEmpty")}</EmptyNote>
          ) : (
            <VehicleCardGrid vehicles={offered} />
          )}
        </Section>
      )}

      <div className="mt-10 text-center">{request}</div>
    </div>
  );
}
