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
import { REQUEST_VEHICLE_FIELDS, describeRequestVehicle, detailSectionOf } from "@/lib/requests/vehicle-details";
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
  const td = createTranslator({ locale, messages, namespace: "requestVehicle" });
  // A column for every vehicle field; a request fills those of its type's section (lib/requests/vehicle-details).
  const detailCells = (order: (typeof orders)[number]) => {
    const section = detailSectionOf(order.type);
    const rows =
      section && order.vehicleDetails ? describeRequestVehicle(section, order.vehicleDetails, td, locale) : [];
    return REQUEST_VEHICLE_FIELDS.map((field) => rows.find((row) => row.name === field.name)?.value ?? "");
  };
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
    ...REQUEST_VEHICLE_FIELDS.map((field) => td(`fields.${field.name}`)),
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
    ...detailCells(order),
    order.message,
    order.locale === "ja" ? "日本語" : "English",
  ]);
  return { csv: toCsv(header, rows), filename: datedCsvName("orders", now) };
}
