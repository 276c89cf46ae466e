import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { parseOrderFilter } from "@/lib/admin/orders";
import { listOrders } from "@/lib/admin/order-inbox";
import { OrderList } from "@/components/admin/OrderList";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/orders">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.orders" });
  return { title: t("title") };
}

export default withErrorPages(async function OrdersPage({ params, searchParams }: PageProps<"/[locale]/admin/orders">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const filter = parseOrderFilter(await searchParams);
  return <OrderList filter={filter} result={await listOrders(staff, filter)} locale={locale} />;
});
