import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { FOOTER_PAGE_SLUGS, routes } from "@/lib/routes";
import { siteNavigation } from "./navigation";
import { company, companyName, dialledFromAbroad, officePhone, permitValues, postalAddress } from "@/lib/company";
import { SITE_HOURS } from "@/lib/business/hours";
import { PhoneAndLine } from "./ContactCallouts";

const HEADING = "text-sm font-bold uppercase tracking-wider opacity-90";
const LINK = "inline-block py-1.5 underline-offset-2 hover:underline";

export async function SiteFooter() {
  const t = await getTranslations();
  const locale = await getLocale();
  return (
    <footer className="mt-16 bg-ink text-white">
      {/* The footer is the landmark; its parts are headed, not regions of their own, which would repeat the page's
          (the company page has its own 事業所). */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 pc:grid-cols-3">
        <div>
          <h2 className="text-lg font-bold">{companyName(locale)}</h2>
          <PhoneAndLine tone="dark" className="mt-4" />
        </div>
        <div>
          <h2 className={HEADING}>{t("footer.offices")}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            {company.offices.map((office) => (
              <li key={office.id}>
                <p className="font-semibold">{t(`offices.${office.id}`)}</p>
                <p>{postalAddress(office, locale)}</p>
                <p>
                  {t("footer.tel")}{" "}
                  <a href={`tel:${dialledFromAbroad(office.phone).replace(/[\s-]/g, "")}`} className="underline">
                    {officePhone(office, locale)}
                  </a>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">{t("footer.siteHours", SITE_HOURS)}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={HEADING}>
            {t("footer.links")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {siteNavigation.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className={LINK}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={routes.commerceDisclosure} className={LINK}>
                {t("footer.commerceDisclosure")}
              </Link>
            </li>
            {FOOTER_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link href={routes.staffPage(slug)} className={LINK}>
                  {t(`footer.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 px-4 py-4 text-center text-xs opacity-80">
        <p>{t("footer.permit", permitValues(locale))}</p>
        <p className="mt-1">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
