import { getLocale, getTranslations } from "next-intl/server";
import { officeAddress, officeMapUrl, type Office } from "@/lib/company";
import { textLinkClass } from "@/components/ui/TextLink";

/** Where the vehicle stands, so a buyer can come and see it: the office's yard, its address and a map (on screen). */
export async function VehicleYard({ office }: { office: Office }) {
  const t = await getTranslations("yard");
  const tOffice = await getTranslations("offices");
  const locale = await getLocale();
  return (
    <dl className="text-sm">
      <dt className="text-muted">{t("label")}</dt>
      <dd data-testid="vehicle-yard">
        <span className="block font-semibold">
          {t("value", { yard: tOffice(office.id), address: officeAddress(office, locale) })}
        </span>
        <a
          href={officeMapUrl(office)}
          rel="noopener"
          className={textLinkClass({ standalone: true, className: "print:hidden" })}
        >
          {t("map")}
        </a>
      </dd>
    </dl>
  );
}
