import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { listCustomers, parseCustomerFilter } from "@/lib/customers/customer-list";
import { CustomerList } from "@/components/admin/customers/CustomerList";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/admin/customers">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.customers" });
  return { title: t("listTitle") };
}

export default withErrorPages(async function CustomersPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const filter = parseCustomerFilter(await searchParams);
  return <CustomerList filter={filter} result={await listCustomers(staff, filter)} locale={locale} />;
});
