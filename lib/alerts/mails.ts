// What a saved search mails, in the language it was saved in. Plain text, like every mail of the site. The
// confirmation goes to an address nobody has verified yet, so it carries nothing the visitor wrote (not even
// the search words: the confirm page shows the search); an alert goes to a confirmed address only. Both end
// with the link that stops them. Written with next-intl's createTranslator over the message files, because the
// alert job runs outside React's server layer, where getTranslations is not available.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { companyName } from "@/lib/company";
import { mailSignature } from "@/lib/mail/signature";
import { formatMileage, formatPrice } from "@/lib/format";
import type { CatalogueParams } from "@/lib/catalogue/params";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { ALERT_RULES } from "./rules";

const messages = { ja: jp, en } as const;

function translator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] });
}

/**
 * A saved search's conditions, each with the name the reader knows it by (master data in their language), and
 * the rest of the search as the catalogue reads it.
 */
export interface SearchInWords {
  kind: ListingKind;
  category?: string;
  maker?: string;
  loadClass?: string;
  search?: Omit<CatalogueParams, "maker" | "loadClass" | "words" | "sort" | "page">;
}

/** The search as a reader reads it: "販売車両／ボディタイプ：クレーン／メーカー：日野". */
export function describeSearch(locale: Locale, search: SearchInWords): string[] {
  const t = translator(locale);
  return [
    t(`alerts.describe.kind.${search.kind}`),
    ...(search.category ? [t("alerts.describe.category", { name: search.category })] : []),
    ...(search.maker ? [t("alerts.describe.maker", { name: search.maker })] : []),
    ...(search.loadClass ? [t("alerts.describe.loadClass", { name: search.loadClass })] : []),
    ...(search.search ? describeFilters(locale, search.kind, search.search) : []),
  ];
}

/** What stands for a search's free words while they are not shown (lib/alerts/store.ts searchForToken). */
export function describeWithheldWords(locale: Locale): string {
  return translator(locale)("alerts.describe.keywordWithheld");
}

/** The licence, the words, the ranges and the yes/no conditions, in the order the catalogue's form asks them. */
function describeFilters(locale: Locale, kind: ListingKind, search: NonNullable<SearchInWords["search"]>): string[] {
  const t = translator(locale);
  const labelled = (label: string, value: string) => t("alerts.describe.labelled", { label, value });
  const range = (label: string, min: number | undefined, max: number | undefined, say: (n: number) => string) => {
    if (min === undefined && max === undefined) return [];
    const value =
      min !== undefined && max !== undefined
        ? t("alerts.describe.between", { min: say(min), max: say(max) })
        : min !== undefined
          ? t("alerts.describe.atLeast", { value: say(min) })
          : t("alerts.describe.atMost", { value: say(max!) });
    return [labelled(label, value)];
  };
  return [
    ...(search.licence ? [t("alerts.describe.licence", { name: t(`licence.names.${search.licence}`) })] : []),
    ...(search.licence && search.towing ? [t("alerts.describe.towing")] : []),
    ...(search.q ? [t("alerts.describe.keyword", { words: search.q })] : []),
    ...range(t(`vehicle.priceLabel.${kind}`), search.priceMin, search.priceMax, (man) =>
      formatPrice(locale, man * 10_000),
    ),
    ...range(t("catalogue.year"), search.yearMin, search.yearMax, (year) => t("catalogue.yearOption", { year })),
    ...range(t("catalogue.mileage"), undefined, search.mileageMax, (km) => formatMileage(locale, km)),
    ...range(t("catalogue.load"), search.loadMin, search.loadMax, (kg) => t("catalogue.tons", { tons: kg / 1000 })),
    ...(search.transmission
      ? [labelled(t("catalogue.transmission"), t(`catalogue.transmissions.${search.transmission}`))]
      : []),
    ...(search.yard ? [labelled(t("catalogue.yard"), t(`offices.${search.yard}`))] : []),
    ...(search.craneStagesMin !== undefined
      ? [labelled(t("catalogue.craneStagesMin"), t("catalogue.craneStagesOption", { stages: search.craneStagesMin }))]
      : []),
    ...(search.craneCapacityMin !== undefined
      ? [
          labelled(
            t("catalogue.craneCapacityMin"),
            t("catalogue.craneCapacityOption", { tons: search.craneCapacityMin / 1000 }),
          ),
        ]
      : []),
    ...(search.reeferTempMax !== undefined
      ? [labelled(t("catalogue.reeferTempMax"), t("catalogue.reeferTempOption", { celsius: search.reeferTempMax }))]
      : []),
    ...(search.powerGate ? [labelled(t("catalogue.powerGate"), t(`catalogue.powerGates.${search.powerGate}`))] : []),
    ...(search.inspection === "valid" ? [t("catalogue.inspectionValid")] : []),
    ...(search.noRepair ? [t("catalogue.noRepair")] : []),
    ...(search.lease ? [t("catalogue.lease")] : []),
  ];
}

export interface DraftMail {
  toAddress: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
}

export function composeConfirmationMail(
  locale: Locale,
  mail: { email: string; kind: ListingKind; confirmUrl: string; unsubscribeUrl: string; siteUrl: string },
): DraftMail {
  const t = translator(locale);
  const company = companyName(locale);
  return {
    toAddress: mail.email,
    subject: t("alerts.mail.confirmSubject", { company }),
    text:
      [
        t("alerts.mail.confirmText", {
          company,
          kind: t(`alerts.describe.kind.${mail.kind}`),
          url: mail.confirmUrl,
          days: ALERT_RULES.confirmDays,
        }),
        t("alerts.mail.unsubscribe", { url: mail.unsubscribeUrl }),
        mailSignature(locale, mail.siteUrl),
      ].join("\n\n") + "\n",
    unsubscribeUrl: mail.unsubscribeUrl,
  };
}

/** A vehicle as an alert lists it. */
export interface AlertedVehicle {
  kind: ListingKind;
  name: string;
  priceTotalYen: number | null;
  url: string;
}

export function composeAlertMail(
  locale: Locale,
  mail: {
    email: string;
    conditions: string[];
    vehicles: AlertedVehicle[];
    /** Every new match; the mail lists the first few. */
    total: number;
    searchUrl: string;
    unsubscribeUrl: string;
    siteUrl: string;
  },
): DraftMail {
  const t = translator(locale);
  const company = companyName(locale);
  const price = (vehicle: AlertedVehicle) =>
    vehicle.priceTotalYen === null
      ? t(`vehicle.priceOnRequest.${vehicle.kind}`)
      : t(vehicle.kind === "sale" ? "alerts.mail.price" : "alerts.mail.purchasePrice", {
          price: formatPrice(locale, vehicle.priceTotalYen),
        });
  const listed = mail.vehicles.map((vehicle) => `■ ${vehicle.name}\n${price(vehicle)}\n${vehicle.url}`);
  const more = mail.total - mail.vehicles.length;
  return {
    toAddress: mail.email,
    subject: t("alerts.mail.alertSubject", { company, count: mail.total }),
    text:
      [
        t("alerts.mail.alertIntro"),
        t("alerts.mail.conditions", { conditions: mail.conditions.join(t("alerts.describe.separator")) }),
        ...listed,
        ...(more > 0 ? [t("alerts.mail.more", { count: more })] : []),
        t("alerts.mail.searchLink", { url: mail.searchUrl }),
        t("alerts.mail.unsubscribe", { url: mail.unsubscribeUrl }),
        t("alerts.mail.outro"),
        mailSignature(locale, mail.siteUrl),
      ].join("\n\n") + "\n",
    unsubscribeUrl: mail.unsubscribeUrl,
  };
}
