import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { getOrder } from "@/lib/admin/orders";
import { OrderDetail } from "@/components/admin/OrderDetail";

type Props = PageProps<"/[locale]/admin/orders/[n]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, n } = await params;
  const t = await getTranslations({ locale, namespace: "admin.orders" });
  return { title: t("detailTitle", { n }) };
}

export default async function OrderPage({ params }: Props) {
  const { locale, n } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const order = /^\d{1,9}$/.test(n) ? await getOrder(db(), Number(n)) : null;
  if (!order) notFound();
  return <OrderDetail order={order} locale={locale as Locale} />;
}
