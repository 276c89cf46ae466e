import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { parseId } from "@/lib/http/url-values";
import { requireStaff } from "@/lib/auth/staff";
import { getCustomer } from "@/lib/customers/customers";
import { historyOf } from "@/lib/admin/history";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { CustomerDetail } from "@/components/admin/customers/CustomerDetail";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { customerActions } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/customers/[id]">;

const loadCustomer = cache(async (locale: Locale, id: string) => {
  const staff = await requireStaff(locale);
  const customerId = parseId(id);
  const customer = customerId === null ? null : await getCustomer(staff, customerId);
  if (!customer) notFound();
  return { customer, history: await historyOf(staff, "customer", customer.id) };
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const { customer } = await loadCustomer(locale, id);
  const t = await getTranslations({ locale, namespace: "admin.customers" });
  return { title: t("title", { id: customer.id }) };
});

export default withErrorPages(async function CustomerPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const { customer, history } = await loadCustomer(locale, id);
  return <CustomerDetail customer={customer} history={history} locale={locale} actions={customerActions} />;
});
