import "server-only";
// The columns of the inbox's CSV, in order: each its heading and what a request writes under it. The words come
// from the message files directly: a route handler has no page's request config to read them from.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import { japanSpreadsheetTime } from "@/lib/business/calendar";
import { formatJapanTime } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import { prefectureName } from "@/lib/prefectures";
import {
  REQUEST_VEHICLE_FIELDS,
  detailSectionOf,
  requestVehicleValue,
  type DetailFieldName,
} from "@/lib/requests/vehicle-details";
import type { exportOrders } from "./order-inbox";
import { isoDateOf } from "./follow-up";

export function csvWords(locale: Locale) {
  const messages = locale === "ja" ? jp : en;
  return {
    locale,
    t: createTranslator({ locale, messages, namespace: "admin.orders" }),
    tf: createTranslator({ locale, messages, namespace: "form" }),
    to: createTranslator({ locale, messages, namespace: "order" }),
    td: createTranslator({ locale, messages, namespace: "requestVehicle" }),
  };
}
type Words = ReturnType<typeof csvWords>;
type ExportedOrder = Awaited<ReturnType<typeof exportOrders>>[number];

export interface OrderCsvColumn {
  heading: (words: Words) => string;
  cell: (order: ExportedOrder, words: Words) => string | number;
}

// A request fills the vehicle fields of its type's section (lib/requests/vehicle-details); the others, and those
// the customer left empty, are empty cells.
const detailCell =
  (name: DetailFieldName) =>
  (order: ExportedOrder, { td, locale }: Words): string => {
    const section = detailSectionOf(order.type);
    if (!section || !order.vehicleDetails) return "";
    return requestVehicleValue(section, order.vehicleDetails, name, td, locale) ?? "";
  };

export const ORDER_CSV_COLUMNS: readonly OrderCsvColumn[] = [
  // First, so a spreadsheet keyed on the request's number keeps working.
  { heading: ({ t }) => t("number"), cell: (order) => order.n },
  // Japan's time as Excel reads a date-time, whatever the language of the headings (every time here is Japan's).
  { heading: ({ t }) => t("received"), cell: (order) => japanSpreadsheetTime(order.createdAt) },
  { heading: ({ t }) => t("type"), cell: (order, { tf }) => tf(`requestTypes.${order.type}`) },
  { heading: ({ t }) => t("status"), cell: (order, { t }) => t(`statuses.${order.status}`) },
  { heading: ({ t }) => t("assignee"), cell: (order) => order.assignee?.name || order.assignee?.email || "" },
  { heading: ({ t }) => t("followUpOn"), cell: (order) => isoDateOf(order.followUpOn) ?? "" },
  { heading: ({ tf }) => tf("lastName"), cell: (order) => order.lastName },
  { heading: ({ tf }) => tf("firstName"), cell: (order) => order.firstName },
  { heading: ({ tf }) => tf("nameKana"), cell: (order) => order.nameKana },
  { heading: ({ tf }) => tf("companyName"), cell: (order) => order.companyName ?? "" },
  {
    heading: ({ t }) => t("prefecture"),
    cell: (order, { tf, locale }) =>
      order.prefecture ? (prefectureName(order.prefecture, locale) ?? tf("prefectureAbroad")) : "",
  },
  { heading: ({ tf }) => tf("email"), cell: (order) => order.email },
  // As it is written (03-1234-5678), not as stored.
  { heading: ({ tf }) => tf("phone"), cell: (order) => formatPhone(order.phone) },
  { heading: ({ t }) => t("contactMethod"), cell: (order, { tf }) => tf(`contactMethods.${order.contactMethod}`) },
  {
    heading: ({ t }) => t("vehicle"),
    cell: (order, { to }) =>
      order.vehicles.length > 0
        ? order.vehicles
            .map((line) => to("vehicleNameValue", { name: line.name, inquiryNo: line.inquiryNo }))
            .join("\n")
        : order.vehicleName,
  },
  // The stock numbers alone, for a lookup against the stock list's own CSV.
  { heading: ({ t }) => t("inquiryNos"), cell: (order) => order.vehicles.map((line) => line.inquiryNo).join("\n") },
  ...REQUEST_VEHICLE_FIELDS.map((field): OrderCsvColumn => ({
    heading: ({ td }) => td(`fields.${field.name}`),
    cell: detailCell(field.name),
  })),
  { heading: ({ tf }) => tf("message"), cell: (order) => order.message },
  {
    heading: ({ t }) => t("notes"),
    cell: (order, { t, locale }) =>
      order.notes
        .map((note) =>
          t("csvNote", {
            time: formatJapanTime(locale, note.createdAt),
            author: note.authorName || t("earlierNotes"),
            body: note.body,
          }),
        )
        .join("\n"),
  },
  { heading: ({ t }) => t("locale"), cell: (order) => (order.locale === "ja" ? "日本語" : "English") },
];
