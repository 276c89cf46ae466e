import "server-only";
// The inbox's CSV export: every request the staff member's current filter finds, one row each, with the
// headings in their language and what the customer sent as they sent it (the phone as it is written). The
// words come from the message files directly: a route handler has no page's request config to read them from.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { datedCsvName, toCsv } from "@/lib/csv";
import { formatJapanTime } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import { prefectureName } from "@/lib/prefectures";
import { exportOrders } from "./order-inbox";
import type { OrderFilter } from "./orders";

export async function ordersCsv(
  staff: StaffSession,
  filter: Omit<OrderFilter, "page">,
  locale: Locale,
  now = new Date(),
) {
  const messages = locale === "ja" ? jp : en;
  const t = createTranslator({ locale, messages, namespace: "admin.orders" });
  const tf = createTranslator({ locale, messages, namespace: "form" });
  const to = createTranslator({ locale, messages, namespace: "order" });
  const orders = await exportOrders(staff, filter);
  const header = [
    t("number"),
    t("received"),
    t("type"),
    t("status"),
    tf("lastName"),
    tf("firstName"),
    tf("nameKana"),
    tf("companyName"),
    t("prefecture"),
    tf("email"),
    tf("phone"),
    tf("contactMethod"),
    t("vehicle"),
    tf("message"),
    t("locale"),
  ];
  const rows = orders.map((order) => [
    order.n,
    formatJapanTime(locale, order.createdAt),
    tf(`requestTypes.${order.type}`),
    t(`statuses.${order.status}`),
    order.lastName,
    order.firstName,
    order.nameKana,
    order.companyName ?? "",
    order.prefecture ? (prefectureName(order.prefecture, locale) ?? tf("prefectureAbroad")) : "",
    order.email,
    formatPhone(order.phone),
    tf(`contactMethods.${order.contactMethod}`),
    order.vehicles.length > 0
      ? order.vehicles.map((line) => to("vehicleNameValue", { name: line.name, inquiryNo: line.inquiryNo })).join("\n")
      : order.vehicleName,
    order.message,
    order.locale === "ja" ? "日本語" : "English",
  ]);
  return { csv: toCsv(header, rows), filename: datedCsvName("orders", now) };
}
