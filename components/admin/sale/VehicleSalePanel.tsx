import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import type { vehicleSalePanel } from "@/lib/admin/vehicle-sales";
import type { Action } from "@/lib/actions/result";
import { formatCalendarDate, formatJapanTime, formatPrice } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import { Notice } from "@/components/ui/Notice";
import { Section } from "@/components/ui/Section";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { textLinkClass } from "@/components/ui/TextLink";
import { ListTable } from "../list/ListTable";
import { orderColumns } from "../OrderList";
import { OpenDeal, type RequestDealActions } from "../deals/RequestDeals";
import { VehicleSaleForm } from "./VehicleSaleForm";

type Panel = NonNullable<Awaited<ReturnType<typeof vehicleSalePanel>>>;
type Sale = NonNullable<Panel["sale"]>;

const customerOf = (order: { lastName: string; firstName: string; companyName: string | null }) =>
  `${order.lastName} ${order.firstName}${order.companyName ? ` / ${order.companyName}` : ""}`;

/**
 * A vehicle's sale on its staff page: the record once there is one, the form that records it (and marks the
 * vehicle 売約済), and every request that named the vehicle, the one that bought it marked, each with its deals or
 * the button that opens one.
 */
export async function VehicleSalePanel({
  kind,
  vehicleId,
  panel,
  locale,
  action,
  openDeal,
}: {
  kind: ListingKind;
  vehicleId: number;
  panel: Panel;
  locale: Locale;
  action: Action<{ id: number; version: number }>;
  /** Opens a deal on a request that named the vehicle, for a buyer who asked about it. */
  openDeal: RequestDealActions["openDeal"];
}) {
  const t = await getTranslations("admin.sale");
  const td = await getTranslations("admin.deals");
  const { status, sale, requests } = panel;
  const listed = status !== "draft" && status !== "archived";
  const named = new Set(requests.map((request) => request.n));
  const columns = await orderColumns(locale, panel.today);
  return (
    <div className="mt-8 grid gap-8 rounded-lg border border-slate-200 bg-white p-4">
      {kind === "sale" && (
        <Section id="sale-title" title={t("title")} heading="minor">
          {sale && status === "sold" && <SaleSummary sale={sale} locale={locale} />}
          {!listed ? (
            <p className="mt-2 text-muted">{t("notListed")}</p>
          ) : (
            <>
              {status === "sold" && !sale && (
                <Notice tone="info" className="mt-2">
                  {t("missing")}
                </Notice>
              )}
              {status !== "sold" && sale && (
                <Notice tone="info" className="mt-2">
                  {t("kept")}
                </Notice>
              )}
              <p className="mt-2 text-sm text-muted">{t(sale && status === "sold" ? "leadSold" : "leadUnsold")}</p>
              <VehicleSaleForm
                kind={kind}
                id={vehicleId}
                version={panel.version}
                initial={saleFormValues(panel, named)}
                requests={requests.map((request) => ({
                  n: request.n,
                  label: `#${request.n} ${customerOf(request)} · ${formatJapanTime(locale, request.createdAt, "date")}`,
                }))}
                priceHint={
                  panel.askingYen === null
                    ? t("priceHintOnRequest")
                    : t("priceHint", { price: formatPrice(locale, panel.askingYen) })
                }
                action={action}
              />
            </>
          )}
        </Section>
      )}
      <Section id="vehicle-requests" title={t("requests.title")} heading="minor">
        <ListTable
          columns={[
            columns.number,
            columns.received,
            columns.type,
            columns.customer,
            columns.status,
            {
              key: "bought",
              label: t("requests.bought"),
              cell: (request) => (sale?.orderN === request.n && status === "sold" ? t("requests.bought") : ""),
            },
            {
              key: "deals",
              label: td("requestDealsTitle"),
              cell: (request) =>
                request.deals.length > 0 ? (
                  <span className="flex flex-wrap gap-x-2">
                    {request.deals.map((deal) => (
                      <Link key={deal.id} href={routes.admin.deal(deal.id)} className={textLinkClass()}>
                        {td("dealLink", { id: deal.id })}
                      </Link>
                    ))}
                  </span>
                ) : (
                  <OpenDeal n={request.n} version={request.version} action={openDeal} compact />
                ),
            },
          ]}
          rows={requests}
          rowKey={(request) => request.n}
          empty={t("requests.empty")}
        />
      </Section>
    </div>
  );
}

/** What the form starts from: the record as kept, or the asking price and today for a first record. */
function saleFormValues(panel: Panel, named: Set<number>): Record<string, string> {
  const { sale } = panel;
  if (!sale) return { salePriceYen: panel.askingYen?.toString() ?? "", soldOn: panel.today };
  const chosen = sale.orderN !== null && named.has(sale.orderN);
  return {
    orderN: chosen ? String(sale.orderN) : "",
    typedOrderN: sale.orderN !== null && !chosen ? String(sale.orderN) : "",
    buyerName: sale.buyerName,
    buyerCompany: sale.buyerCompany,
    buyerPhone: sale.buyerPhone && formatPhone(sale.buyerPhone),
    salePriceYen: String(sale.salePriceYen),
    soldOn: sale.soldOn,
  };
}

async function SaleSummary({ sale, locale }: { sale: Sale; locale: Locale }) {
  const t = await getTranslations("admin.sale");
  const rows: Definition[] = [
    ...(sale.orderN !== null
      ? [
          [
            t("summary.request"),
            <Link key="request" href={routes.admin.order(sale.orderN)} className={textLinkClass()}>
              #{sale.orderN}
              {sale.order && ` ${customerOf(sale.order)}`}
            </Link>,
          ] satisfies Definition,
        ]
      : []),
    ...(sale.buyerName || sale.buyerCompany
      ? [
          [
            t("summary.buyer"),
            [sale.buyerName, sale.buyerCompany, sale.buyerPhone && formatPhone(sale.buyerPhone)]
              .filter(Boolean)
              .join(" / "),
          ] satisfies Definition,
        ]
      : []),
    [t("summary.price"), formatPrice(locale, sale.salePriceYen)],
    [t("summary.date"), formatCalendarDate(locale, sale.soldOn, "long")],
  ];
  return (
    <>
      <DefinitionList rows={rows} look="ruled" className="mt-3" />
      <p className="mt-2 text-sm text-muted">
        {t("recorded", { name: sale.recordedByName, date: formatJapanTime(locale, sale.updatedAt) })}
      </p>
    </>
  );
}
