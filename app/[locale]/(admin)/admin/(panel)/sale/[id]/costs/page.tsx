import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { parseId } from "@/lib/http/url-values";
import { requirePermission } from "@/lib/auth/staff";
import { historyOf } from "@/lib/admin/history";
import { COST_ENTITY, vehicleCostsPage } from "@/lib/margins/costs";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { VehicleCostsView, vehicleCostName } from "@/components/admin/margins/VehicleCostsView";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { vehicleCostActions } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/sale/[id]/costs">;

// Owners only: staff are told they have no access, in the title too (403).
const loadCosts = cache(async (locale: Locale, id: string) => {
  const staff = await requirePermission(locale, "viewMargins");
  const vehicleId = parseId(id);
  const page = vehicleId === null ? null : await vehicleCostsPage(staff, vehicleId);
  if (!page) notFound();
  return { page, history: await historyOf(staff, COST_ENTITY, page.vehicle.id) };
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const { page } = await loadCosts(locale, id);
  const t = await getTranslations({ locale, namespace: "admin.costs" });
  return { title: t("title", { name: vehicleCostName(page.vehicle, locale) }) };
});

export default withErrorPages(async function VehicleCostsPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const { page, history } = await loadCosts(locale, id);
  return <VehicleCostsView page={page} history={history} locale={locale} actions={vehicleCostActions} />;
});
