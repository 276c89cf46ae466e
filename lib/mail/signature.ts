// The signature every mail to a customer ends with: the company, the staff member who wrote or sent it (none for
// what the site sends by itself), the head office's address, the phone with its hours, the yard's hours and the
// site. One function, so a new number, address or opening time (lib/company.ts, lib/business/hours.ts) reaches every
// mail at once. Written with createTranslator over the message files: the alert job runs outside React's server
// layer, and a reply template is filled in its own language, whatever the page's.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { companyName, headOffice, postalAddress, publicPhone } from "@/lib/company";
import { BUSINESS_HOURS, PHONE_HOURS, SITE_HOURS } from "@/lib/business/hours";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The signature in `locale`, ending with `siteUrl` (the site's home in that language); `staffName` is the display
 * name of who signs (lib/auth/display-name.ts), or none for a mail nobody wrote.
 */
export function mailSignature(locale: Locale, siteUrl: string, staffName?: string): string {
  const t = createTranslator({ locale, messages: locale === "ja" ? jp : en, namespace: "mail" });
  return t("signature", {
    company: companyName(locale),
    signed: staffName ? "yes" : "no",
    staff: staffName ?? "",
    address: postalAddress(headOffice, locale),
    phone: publicPhone(locale).number,
    phoneDays: PHONE_HOURS.days,
    siteDays: SITE_HOURS.days,
    ...BUSINESS_HOURS,
    url: siteUrl,
  });
}
