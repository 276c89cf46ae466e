import { getTranslations } from "next-intl/server";
import {
  company,
  companyName,
  dialledFromAbroad,
  officeMapUrl,
  officePhone,
  permitValues,
  postalAddress,
  publicPhone,
} from "@/lib/company";
import { PHONE_HOURS, SITE_HOURS } from "@/lib/business/hours";
import type { Locale } from "@/lib/i18n/locales";
import { DealerData } from "@/components/seo/DealerData";
import { formatCalendarDate, formatPrice, formatYearMonth } from "@/lib/format";
import { YEAR_END_CLOSURE } from "@/lib/business/calendar";
import { Card } from "@/components/ui/Card";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { textLinkClass } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";
import { Section } from "@/components/ui/Section";

/** /company: the profile and each office with its address, phone, hours and a map link. */
export async function CompanyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations("company");
  const tOffice = await getTranslations("offices");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <DealerData />
      <PageHeading title={t("title")} lead={t("lead")} />

      <Section id="company-profile" title={t("profile")} className="mt-8">
        <DefinitionList
          look="ruled"
          className="mt-3"
          rows={[
            [t("name"), companyName(locale)],
            [t("representative"), company.representative[locale]],
            [t("established"), formatYearMonth(locale, company.established)],
            [t("capital"), formatPrice(locale, company.capitalYen)],
            [t("employees"), t("employeesValue", { count: company.employees })],
            [t("business"), t("businessValue")],
            [t("address"), <OfficeAddresses key="address" locale={locale} />],
            [
              t("phoneHours"),
              <span key="phone">
                <a href={publicPhone(locale).href} className={textLinkClass()}>
                  {publicPhone(locale).number}
                </a>{" "}
                {t("phoneHoursValue", PHONE_HOURS)}
              </span>,
            ],
            [
              t("fax"),
              company.offices
                .map((office) => `${tOffice(office.id)} ${office.fax}`)
                .join(locale === "ja" ? "／" : " / "),
            ],
            [
              t("email"),
              <a key="email" href={`mailto:${company.email}`} className={textLinkClass()}>
                {company.email}
              </a>,
            ],
            [t("siteHours"), t("siteHoursValue", SITE_HOURS)],
            [
              t("closedDays"),
              t("closedDaysValue", {
                days: SITE_HOURS.days,
                from: formatCalendarDate(locale, YEAR_END_CLOSURE.from, "monthDay"),
                until: formatCalendarDate(locale, YEAR_END_CLOSURE.until, "monthDay"),
              }),
            ],
            [
              t("memberships"),
              <ul key="memberships">
                {company.memberships.map((membership) => (
                  <li key={membership.en}>{membership[locale]}</li>
                ))}
              </ul>,
            ],
            [t("permit"), t("permitValue", permitValues(locale))],
            [t("certifiedWorkshop"), company.certifiedWorkshop[locale]],
            [t("invoiceNumber"), company.invoiceRegistrationNumber],
          ]}
        />
      </Section>

      <Section id="company-offices" title={t("offices")} className="mt-8">
        <div className="mt-3 grid gap-4 pc:grid-cols-2">
          {company.offices.map((office) => (
            <Card key={office.id} aria-labelledby={`office-${office.id}`}>
              <h3 id={`office-${office.id}`} className="text-lg font-bold">
                {tOffice(office.id)}
              </h3>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t("address")}</dt>
                <dd>{postalAddress(office, locale)}</dd>
                <dt className="font-semibold">{t("phone")}</dt>
                <dd>
                  <a href={`tel:${dialledFromAbroad(office.phone).replace(/[\s-]/g, "")}`} className={textLinkClass()}>
                    {officePhone(office, locale)}
                  </a>
                </dd>
                <dt className="font-semibold">{t("siteHours")}</dt>
                <dd>{t("siteHoursValue", SITE_HOURS)}</dd>
              </dl>
              <a
                href={officeMapUrl(office)}
                rel="noopener"
                className={textLinkClass({ standalone: true, className: "mt-3" })}
              >
                {t("map")}
              </a>
            </Card>
          ))}
        </div>
      </Section>
    </div>
  );
}

async function OfficeAddresses({ locale }: { locale: Locale }) {
  const tOffice = await getTranslations("offices");
  return (
    <ul>
      {company.offices.map((office) => (
        <li key={office.id}>
          {tOffice(office.id)} {postalAddress(office, locale)}
        </li>
      ))}
    </ul>
  );
}
