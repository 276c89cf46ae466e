import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { getOrder } from "@/lib/admin/orders";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { OrderDetail } from "@/components/admin/OrderDetail";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { orderActions } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/orders/[n]">;

const loadOrder = cache(async (locale: string, n: string) => {
  await requireStaff(locale as Locale);
  const order = /^\d{1,9}$/.test(n) ? await getOrder(db(), Number(n)) : null;
  if (!order) notFound();
  return order;
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale, n } = await params;
  const order = await loadOrder(locale, n);
  const t = await getTranslations({ locale, namespace: "admin.orders" });
  return { title: t("detailTitle", { n: order.n }) };
});

export default withErrorPages(async function OrderPage({ params }: Props) {
  const { locale, n } = await params;
  setRequestLocale(locale);
  return <OrderDetail order={await loadOrder(locale, n)} locale={locale as Locale} actions={orderActions} />;
});
