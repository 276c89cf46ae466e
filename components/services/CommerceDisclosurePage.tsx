import { getTranslations } from "next-intl/server";
import { company, companyName, headOffice, permitValues, postalAddress, publicPhone } from "@/lib/company";
import { PHONE_HOURS } from "@/lib/business/hours";
import type { Locale } from "@/lib/i18n/locales";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { textLinkClass } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";

/** /tokushoho: 特定商取引法に基づく表記, from the company's facts (lib/company.ts). */
export async function CommerceDisclosurePage({ locale }: { locale: Locale }) {
  const t = await getTranslations("commerceDisclosure");
  const tc = await getTranslations("company");
  const headquarters = headOffice;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      <DefinitionList
        look="ruled"
        className="mt-8"
        rows={[
          [t("seller"), companyName(locale)],
          [t("manager"), company.responsibleManager[locale]],
          [t("address"), postalAddress(headquarters, locale)],
          [t("phone"), t("phoneValue", { phone: publicPhone(locale).number, ...PHONE_HOURS })],
          [
            t("email"),
            <a key="email" href={`mailto:${company.email}`} className={textLinkClass()}>
              {company.email}
            </a>,
          ],
          [t("price"), t("priceValue")],
          [t("extraCosts"), t("extraCostsValue")],
          [t("payment"), t("paymentValue")],
          [t("paymentTiming"), t("paymentTimingValue")],
          [t("delivery"), t("deliveryValue")],
          [t("returns"), t("returnsValue")],
          [t("permit"), tc("permitValue", permitValues(locale))],
        ]}
      />
    </div>
  );
}
