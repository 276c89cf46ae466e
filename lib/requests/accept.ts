import "server-only";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { companyName, publicPhone } from "@/lib/company";
import { mailSignature } from "@/lib/mail/signature";
import { prefectureName } from "@/lib/prefectures";
import { serverEnv } from "@/lib/env";
import { PHONE_HOURS, replyDay } from "@/lib/business/hours";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { senderAddress } from "@/lib/http/origin";
import type { RequestType } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { kickOutbox } from "@/lib/mail/worker";
import { failed, succeeded, type ActionResult } from "@/lib/actions/result";
import { formatPrice } from "@/lib/format";
import { siteHomeUrl, siteOrigin, vehicleUrl } from "@/lib/seo/site";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { composeRequestMails } from "./mails";
import type { ContactMethod } from "./schema";
import type { OrderedVehicle } from "./orders";
import { idsParam, sameVehicle, type VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { senderKey } from "./rate-limit";
import type { MailsFor, RequestFields, StoreOutcome } from "./store";
import { describeRequestVehicle, type StoredRequestVehicle } from "./vehicle-details";
import { detailSectionOf } from "./types";

// What every request action does around storing: prepare the mails in the request's language, and turn
// the outcome into what the form shows.

/**
 * What the thank-you says of a stored request: its number, the key to its status page (null: it has none), what
 * was asked and how the customer wants to hear back, and the day staff answer it (and whether that is today).
 */
export type RequestReceipt = {
  n: number;
  statusToken: string | null;
  type: RequestType;
  contactMethod: ContactMethod;
  replyOn: IsoDate;
  replyToday: boolean;
};

/** What the request asked, for its thank-you. */
export type Asked = Pick<RequestReceipt, "type" | "contactMethod">;

export type RequestResult = ActionResult<RequestReceipt>;

/** What the flood brake counts the request being handled under: its sender's network address. */
export async function currentSenderKey(): Promise<string> {
  return senderKey(await senderAddress());
}

/**
 * The staff notice and the customer's acknowledgement, ready to be numbered inside the transaction and given
 * the link to the request's status page.
 */
export async function prepareMails(
  locale: Locale,
  type: RequestType,
  fields: RequestFields,
  vehicles?: OrderedVehicle[],
  vehicleDetails?: StoredRequestVehicle | null,
): Promise<MailsFor> {
  const t = await getTranslations({ locale, namespace: "mail" });
  const td = await getTranslations({ locale, namespace: "requestVehicle" });
  const section = detailSectionOf(type);
  const details =
    section && vehicleDetails
      ? {
          heading: { staff: td(`staffHeading.${section}`), customer: td(section) },
          rows: describeRequestVehicle(section, vehicleDetails, td, locale),
        }
      : undefined;
  const tf = await getTranslations({ locale, namespace: "form" });
  const tv = await getTranslations({ locale, namespace: "vehicle" });
  const to = await getTranslations({ locale, namespace: "order" });
  const env = serverEnv();
  const vehicleLines = vehicles?.map((vehicle) => ({
    name: to("vehicleNameValue", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }),
    price:
      vehicle.priceTotalYen === null
        ? tv(`priceOnRequest.${vehicle.kind}`)
        : formatPrice(locale, vehicle.priceTotalYen),
    url: vehicleUrl(vehicle, locale),
  }));
  return (n, statusToken) =>
    composeRequestMails(t, {
      n,
      statusUrl: `${siteOrigin()}${localizePath(locale, routes.requestStatus(statusToken))}`,
      typeLabel: tf(`requestTypes.${type}`),
      contactMethodLabel: tf(`contactMethods.${fields.contactMethod}`),
      fields,
      vehicles: vehicleLines,
      vehicleDetails: details,
      staffEmail: env.STAFF_EMAIL,
      companyName: companyName(locale),
      phone: publicPhone(locale).number,
      hours: PHONE_HOURS,
      signature: mailSignature(locale, siteHomeUrl(locale)),
      prefectureLabel: prefectureName(fields.prefecture, locale) ?? tf("prefectureAbroad"),
    });
}

/**
 * The mails of a vehicle order, from its vehicles as the database has them: each one's name with its inquiry
 * number ("{name}（管理番号 {inquiryNo}）"), price and page (lib/requests/orders.ts).
 */
export function composeVehicleOrder(locale: Locale, fields: RequestFields) {
  return (vehicles: OrderedVehicle[]) => prepareMails(locale, "vehicle", { ...fields, vehicleName: "" }, vehicles);
}

/**
 * What the form shows for a stored (or refused) request; mail goes out right after the answer. Should the
 * connection have broken during the commit itself, sending the same form again (same idempotency key)
 * answers with the number it was stored under instead of storing it twice.
 */
export function answerFor(outcome: StoreOutcome, asked: Asked, now = new Date()): RequestResult {
  const receipt = (n: number, statusToken: string | null) => {
    const replyOn = replyDay(now, isJapaneseHoliday);
    return succeeded({ n, statusToken, ...asked, replyOn, replyToday: replyOn === japanDate(now) });
  };
  switch (outcome.status) {
    case "created":
      after(() => kickOutbox());
      return receipt(outcome.n, outcome.statusToken);
    case "duplicate":
      return receipt(outcome.n, outcome.statusToken);
    case "rate-limited":
      return failed("rateLimited", { value: outcome.retryAfterMinutes });
    case "unavailable":
      return failed("unavailable");
  }
}

/**
 * The same for a request about several vehicles. Should some be no longer listed, nothing is stored and the
 * form says which (by inquiry number) and is sent again for the rest: `values.ids` replaces what it carried.
 */
export function answerForMany(outcome: StoreOutcome, vehicles: readonly VehicleKey[], asked: Asked): RequestResult {
  if (outcome.status !== "unavailable" || outcome.unlisted.length === 0 || outcome.unlisted.length === vehicles.length)
    return answerFor(outcome, asked);
  const { unlisted } = outcome;
  const rest = vehicles.filter((key) => !unlisted.some((gone) => sameVehicle(gone, key)));
  return {
    ...failed("unavailableSome", { value: unlisted.map((gone) => gone.inquiryNo ?? gone.strId).join(", ") }),
    values: { ids: idsParam(rest) },
  };
}
