import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { Action } from "@/lib/actions/result";
import type { ChangeLogRow } from "@/lib/admin/history";
import type { VehicleCostsPage } from "@/lib/margins/costs";
import { formatCalendarDate, formatNumber, formatYen } from "@/lib/format";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { Notice } from "@/components/ui/Notice";
import { Section } from "@/components/ui/Section";
import { ChangeHistory } from "../history/ChangeHistory";
import { CostLineForm } from "./CostLineForm";
import { CostLineList } from "./CostLineList";
import { PurchaseForm } from "./PurchaseForm";

type Saved = Action<{ id: number; version: number }>;
export type VehicleCostActions = { savePurchase: Saved; addLine: Saved; removeLine: Saved };

/** How a vehicle is named on its cost page and in the report: its 問い合わせ番号 and its name in the language. */
export const vehicleCostName = (vehicle: { inquiryNo: number; nameJa: string; nameEn: string }, locale: Locale) =>
  `No.${vehicle.inquiryNo} ${locale === "ja" ? vehicle.nameJa : vehicle.nameEn || vehicle.nameJa}`;

/**
 * A stock vehicle's costs, for owners: what it earned (or will, once sold) beside the purchase form, the cost lines
 * with the form that adds one, then their history. Every form saves over the cost record's version and is drawn
 * anew at each version, so none sends a version another has moved on.
 */
export async function VehicleCostsView({
  page,
  history,
  locale,
  actions,
}: {
  page: VehicleCostsPage;
  history: ChangeLogRow[];
  locale: Locale;
  actions: VehicleCostActions;
}) {
  const t = await getTranslations("admin.costs");
  const { vehicle, purchase, version } = page;
  return (
    <>
      <p>
        <Link href={routes.admin.vehicle("sale", vehicle.id)} className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{t("title", { name: vehicleCostName(vehicle, locale) })}</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("lead")}</p>
      <div className="mt-4 grid gap-8 pc:grid-cols-2">
        <Section id="costs-summary" title={t("summary.title")} heading="minor" className="min-w-0">
          <CostSummary page={page} locale={locale} />
        </Section>
        <Section id="costs-purchase" title={t("purchaseTitle")} heading="minor" className="min-w-0">
          <PurchaseForm
            key={version ?? 0}
            vehicleId={vehicle.id}
            version={version}
            initial={{
              purchasePriceYen: purchase.purchasePriceYen?.toString() ?? "",
              supplier: purchase.supplier,
              purchasedOn: purchase.purchasedOn ?? "",
            }}
            action={actions.savePurchase}
          />
        </Section>
      </div>
      <Section id="costs-lines" title={t("linesTitle")} heading="minor" className="mt-8 max-w-4xl">
        <CostLineList
          vehicleId={vehicle.id}
          version={version}
          lines={page.lines}
          totalYen={page.linesTotalYen}
          remove={actions.removeLine}
        />
        <h3 className="mt-6 font-bold">{t("addTitle")}</h3>
        <p className="mt-1 text-sm text-muted">{t("addHint")}</p>
        <CostLineForm
          key={version ?? 0}
          vehicleId={vehicle.id}
          version={version}
          today={page.today}
          action={actions.addLine}
        />
      </Section>
      <ChangeHistory rows={history} locale={locale} />
    </>
  );
}

async function CostSummary({ page, locale }: { page: VehicleCostsPage; locale: Locale }) {
  const t = await getTranslations("admin.costs");
  const tr = await getTranslations("admin.report");
  const ts = await getTranslations("admin.sale");
  const yen = (amount: number | null) => (amount === null ? t("summary.none") : formatYen(locale, amount));
  const { sale } = page;
  const rows: Definition[] = [
    ...(sale
      ? [
          [t("summary.salePrice"), formatYen(locale, sale.salePriceYen)] satisfies Definition,
          [ts("summary.date"), formatCalendarDate(locale, sale.soldOn, "full")] satisfies Definition,
        ]
      : []),
    [t("summary.purchase"), yen(page.purchase.purchasePriceYen)],
    [t("summary.lines"), formatYen(locale, page.linesTotalYen)],
    [t("summary.cost"), yen(page.costYen)],
    ...(sale
      ? [
          [
            t("summary.grossProfit"),
            <strong key="profit" className="text-lg tabular-nums" data-testid="vehicle-gross-profit">
              {yen(sale.grossProfitYen)}
            </strong>,
          ] satisfies Definition,
          [
            t("summary.marginPercent"),
            sale.marginPercent === null
              ? tr("none")
              : tr("percent", { value: formatNumber(locale, sale.marginPercent) }),
          ] satisfies Definition,
        ]
      : []),
    [t("summary.daysInStock"), tr("days", { days: page.daysInStock })],
  ];
  return (
    <>
      <DefinitionList rows={rows} look="ruled" className="mt-3" />
      {!sale && (
        <Notice tone="info" className="mt-3">
          {t("summary.notSold")}
        </Notice>
      )}
      {sale && page.costYen === null && (
        <Notice tone="info" className="mt-3">
          {t("summary.noPurchase")}
        </Notice>
      )}
    </>
  );
}
