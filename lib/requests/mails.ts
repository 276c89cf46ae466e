// What staff and the customer are told about a request, in the request's language. Written into the
// outbox with the request itself; the text is plain (no HTML), so nothing a visitor typed can run. The
// customer's acknowledgement goes to an address nobody has verified, so it carries nothing the visitor
// wrote (no name, no message, no link of theirs): only the receipt number, the type, for a vehicle order the
// vehicles as the database names them, and the link to the request's private status page. Otherwise anyone
// could send their text to anyone through our server. A contact request's vehicle details are in both mails,
// except the ones the visitor typed (the model): the rest are choices from our own lists and numbers.
import type { MessageKeys, Messages, NestedKeyOf } from "next-intl";
import { formatPhone } from "@/lib/phone";
import type { MailDraft, RequestFields } from "./store";
import type { PHONE_HOURS } from "@/lib/business/hours";

/** A translator for the `mail` messages (getTranslations({ locale, namespace: "mail" })). */
type MailMessages = Messages["mail"];
type Translate = (
  key: MessageKeys<MailMessages, NestedKeyOf<MailMessages>>,
  values?: Record<string, string | number>,
) => string;

export interface RequestMailContext {
  n: number;
  /** The request's private status page (its token is in no other place). */
  statusUrl: string;
  typeLabel: string;
  contactMethodLabel: string;
  fields: RequestFields;
  /**
   * A vehicle order's vehicles in their order: each one's name line ("{name}（管理番号 {no}）"), its price as
   * listed when the order was sent, and its page.
   */
  vehicles?: { name: string; price: string; url: string }[];
  /** A contact request's vehicle in words (describeRequestVehicle), under staff's heading and the customer's. */
  vehicleDetails?: {
    heading: { staff: string; customer: string };
    rows: { label: string; value: string; typed: boolean }[];
  };
  staffEmail: string;
  companyName: string;
  phone: string;
  hours: typeof PHONE_HOURS;
  /** The company's signature (lib/mail/signature.ts): the site writes this mail, so no staff member signs it. */
  signature: string;
  /** フリガナ and the prefecture's name, as staff read them. */
  prefectureLabel: string;
}

export function composeRequestMails(t: Translate, context: RequestMailContext): MailDraft[] {
  const { fields, n } = context;
  const name = t("nameValue", { last: fields.lastName, first: fields.firstName });
  const line = (label: keyof MailMessages["fields"], value: string) => `${t(`fields.${label}`)}: ${value || t("none")}`;
  // A vehicle order lists its vehicles (a request about several says how many, and parts them by a blank
  // line); a contact request has the vehicle name the visitor typed, if any.
  const vehicles = context.vehicles ?? [];
  const vehicleLines = [
    ...(vehicles.length > 1 ? [line("vehicleCount", t("vehicleCountValue", { count: vehicles.length })), ""] : []),
    ...vehicles
      .map((vehicle) => [line("vehicle", vehicle.name), line("price", vehicle.price), line("vehicleUrl", vehicle.url)])
      .flatMap((block, index) => (index === 0 ? block : ["", ...block])),
  ];
  const details = context.vehicleDetails;
  const detailLines = (audience: "staff" | "customer") =>
    details
      ? [
          "",
          `【${details.heading[audience]}】`,
          ...details.rows
            .filter((row) => audience === "staff" || !row.typed)
            .map((row) => `${row.label}: ${row.value}`),
        ]
      : [];
  const summary = [
    line("n", String(n)),
    line("type", context.typeLabel),
    line("name", name),
    ...(fields.nameKana ? [line("nameKana", fields.nameKana)] : []),
    line("company", fields.companyName),
    line("prefecture", context.prefectureLabel),
    line("email", fields.email),
    line("phone", formatPhone(fields.phone)),
    ...(vehicles.length > 0
      ? vehicleLines
      : details && !fields.vehicleName
        ? []
        : [line("vehicle", fields.vehicleName)]),
    line("contactMethod", context.contactMethodLabel),
    ...detailLines("staff"),
    "",
    `${t("fields.message")}:`,
    fields.message.trim() || t("none"),
  ].join("\n");

  const receipt = [
    line("n", String(n)),
    line("type", context.typeLabel),
    ...vehicleLines,
    ...detailLines("customer"),
  ].join("\n");

  return [
    {
      audience: "staff",
      kind: "requestNotice",
      toAddress: context.staffEmail,
      subject: t("staffSubject", { type: context.typeLabel, n }),
      text: `${t("staffIntro")}\n\n${summary}\n\n${line("language", t("languageValue"))}\n`,
    },
    {
      audience: "customer",
      kind: "acknowledgement",
      toAddress: fields.email,
      subject: t("customerSubject", { n }),
      text:
        [
          t("customerIntro", { company: context.companyName }),
          receipt,
          t("statusLink", { url: context.statusUrl }),
          t("customerOutro", { phone: context.phone, ...context.hours }),
          context.signature,
        ].join("\n\n") + "\n",
    },
  ];
}
