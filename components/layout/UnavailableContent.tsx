import { getLocale, getTranslations } from "next-intl/server";
import { publicPhone } from "@/lib/company";
import { serverEnv } from "@/lib/env";
import { buttonClass } from "@/components/ui/button";
import { ErrorNotice } from "./ErrorNotice";

/**
 * 'Temporarily unavailable' when the database could not answer in time: the same words as the page the proxy
 * sends while it is away (lib/http/service-unavailable), and the ways to reach the dealer meanwhile.
 */
export async function UnavailableContent() {
  const t = await getTranslations();
  const phone = publicPhone(await getLocale());
  return (
    <ErrorNotice
      code="503"
      title={t("errors.unavailableTitle")}
      message={t("errors.unavailableHeading")}
      help={t("errors.unavailableHelp")}
    >
      <a href={phone.href} className={buttonClass({ variant: "secondary" })}>
        {t("contact.phoneLabel")} {phone.number}
      </a>
      <a href={serverEnv().LINE_URL} rel="noopener" className={buttonClass({ variant: "line" })}>
        {t("contact.line")}
      </a>
    </ErrorNotice>
  );
}
