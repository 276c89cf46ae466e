import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { parseId } from "@/lib/http/url-values";
import { requireStaff } from "@/lib/auth/staff";
import { can } from "@/lib/auth/roles";
import { dealPage } from "@/lib/deals/deals";
import { historyOf } from "@/lib/admin/history";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { DealView } from "@/components/admin/deals/DealView";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { dealActions } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/deals/[id]">;

const loadDeal = cache(async (locale: Locale, id: string) => {
  const staff = await requireStaff(locale);
  const dealId = parseId(id);
  const deal = dealId === null ? null : await dealPage(staff, dealId);
  if (!deal) notFound();
  return { deal, staff, history: await historyOf(staff, "deal", deal.id) };
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const { deal } = await loadDeal(locale, id);
  const t = await getTranslations({ locale, namespace: "admin.deals" });
  return { title: t("title", { id: deal.id }) };
});

export default withErrorPages(async function DealPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const { deal, staff, history } = await loadDeal(locale, id);
  // Only an owner cancels a payment.
  const actions = can(staff, "delete") ? dealActions : { ...dealActions, cancelPayment: undefined };
  return <DealView deal={deal} history={history} locale={locale} actions={actions} />;
});
