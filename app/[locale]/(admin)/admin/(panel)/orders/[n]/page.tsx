import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { can } from "@/lib/auth/roles";
import { getOrder } from "@/lib/admin/order-inbox";
import { historyOf } from "@/lib/admin/history";
import { customerOfRequest } from "@/lib/customers/customers";
import { assignableAccounts } from "@/lib/admin/assignment-rule";
import { templatesFor } from "@/lib/admin/reply-templates";
import { replyDraft } from "@/lib/admin/order-replies";
import { firstValue, parseId } from "@/lib/http/url-values";
import { japanDate } from "@/lib/business/calendar";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { OrderDetail } from "@/components/admin/OrderDetail";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { buyInPanel } from "@/lib/buy-in/buy-in";
import { requestVehicleOptions } from "@/lib/requests/vehicle-masters";
import { buyInActions, orderActions } from "@/app/_routes/staff-actions";
import { followUpAfterReply } from "@/lib/business/hours";
import { isJapaneseHoliday } from "@/lib/business/holidays";

type Props = PageProps<"/[locale]/admin/orders/[n]">;

const loadOrder = cache(async (locale: Locale, n: string) => {
  const staff = await requireStaff(locale);
  const number = parseId(n);
  const order = number === null ? null : await getOrder(staff, number);
  if (!order) notFound();
  const [history, accounts, customer, templates, panel] = await Promise.all([
    historyOf(staff, "order", order.n),
    assignableAccounts(staff, order.assigneeId),
    customerOfRequest(staff, order.n),
    templatesFor(staff, order.type, order.locale),
    buyInPanel(staff, order.n),
  ]);
  const buyIn = panel && { panel, options: await requestVehicleOptions(locale) };
  return { staff, order, history, accounts, customer, templates, buyIn, today: japanDate(new Date()) };
});

// The template staff picked (?template=), else the one that fits the request best; its reply filled in.
async function replyFor(loaded: Awaited<ReturnType<typeof loadOrder>>, picked: string | undefined) {
  const { staff, order, templates } = loaded;
  const pickedId = picked ? parseId(picked) : null;
  const templateId = templates.find((template) => template.id === pickedId)?.id ?? templates[0]?.id ?? null;
  const text = (templateId && (await replyDraft(staff, order.n, templateId))) || { subject: "", body: "" };
  return { templates, templateId, draft: { ...text, followUpOn: followUpAfterReply(new Date(), isJapaneseHoliday) } };
}

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, n } = await params;
  const locale = localeOf(segment);
  const { order } = await loadOrder(locale, n);
  const t = await getTranslations({ locale, namespace: "admin.orders" });
  return { title: t("detailTitle", { n: order.n }) };
});

export default withErrorPages(async function OrderPage({ params, searchParams }: Props) {
  const { locale: segment, n } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const loaded = await loadOrder(locale, n);
  const { staff, order, history, accounts, customer, buyIn, today } = loaded;
  const reply = await replyFor(loaded, firstValue((await searchParams).template));
  return (
    <OrderDetail
      order={order}
      history={history}
      accounts={accounts}
      today={today}
      customer={customer}
      locale={locale}
      // Only those who may delete see a deal's delete button.
      actions={{
        ...(can(staff, "delete") ? orderActions : { ...orderActions, removeDeal: undefined }),
        buyIn: buyInActions,
      }}
      reply={reply}
      buyIn={buyIn}
    />
  );
});
