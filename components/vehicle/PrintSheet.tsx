import { getLocale, getTranslations } from "next-intl/server";
import { companyName, publicPhone } from "@/lib/company";
import { PHONE_HOURS } from "@/lib/business/hours";
import { formatJapanTime } from "@/lib/format";
import { vehicleUrl } from "@/lib/seo/site";
import { qrCodeDataUrl } from "@/lib/qr";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { VehiclePrice } from "./VehiclePrice";
import { VehicleSpecs } from "./VehicleSpecs";
import { StoredImage } from "@/components/ui/StoredImage";
import { Section } from "@/components/ui/Section";
import { cn } from "@/components/ui/cn";
import { PrintButton } from "./PrintButton";
import { VehicleYard } from "./VehicleYard";

// One A4 page: photo and description, price, inquiry number, where the vehicle stands, every specification, the
// company's contact and a QR code back to the vehicle page. The date printed sits in the header: at the sheet's foot
// it was what spilled onto a second page, alone. In print the tables take smaller type and no padding and the
// equipment three columns, so a crane truck's rows still fit on one page. It is the print layout's whole content, so
// it is the page's main landmark too.
export async function PrintSheet({ vehicle }: { vehicle: VehicleDetail }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const url = vehicleUrl(vehicle, locale);
  const qr = await qrCodeDataUrl(url);
  const photo = vehicle.gallery[0];
  return (
    <main id="main" className="mx-auto max-w-[210mm] bg-white p-[10mm] print:max-w-none print:p-0">
      <article className="text-[12px] leading-snug">
        <header className="flex items-start justify-between gap-4 border-b-2 border-brand-800 pb-2">
          <div>
            <p className="text-base font-black">{companyName(locale)}</p>
            <p>
              {t("footer.tel")} {publicPhone(locale).number}
              <span className="ml-3">{t("contact.phoneHours", PHONE_HOURS)}</span>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <PrintButton label={t("print.print")} />
            <p className="text-[10px] text-muted">
              {t("print.printed", { date: formatJapanTime(locale, new Date(), "date") })}
            </p>
          </div>
        </header>
        <div className="mt-3 grid gap-4 sm:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-2">
            <h1 className="text-lg font-black">{vehicle.name}</h1>
            <p>
              {t("vehicle.inquiryNo")} <strong className="text-base">{vehicle.inquiryNo}</strong>
            </p>
            <VehiclePrice vehicle={vehicle} compact />
            <VehicleYard office={vehicle.yard} />
            <div className="mt-auto flex items-end gap-3">
              <StoredImage image={{ src: qr, width: 96, height: 96 }} alt={t("print.qr")} className="size-24" />
              <p className="text-[11px]">{t("print.scan")}</p>
            </div>
          </div>
          {/* The description under the photo, where the taller column beside it leaves room; drawn first, read after
              the name. */}
          <div className="order-first flex flex-col gap-3 [&_h2]:text-sm">
            {photo && <StoredImage image={photo.large} alt={vehicle.name} className="w-full rounded object-cover" />}
            {vehicle.description && (
              <Section heading="ruled" id="description" title={t("vehicle.description")}>
                <p className="mt-1 whitespace-pre-line">{vehicle.description}</p>
              </Section>
            )}
          </div>
        </div>
        <div
          className={cn(
            "mt-3 [&_dd]:py-0 [&_dt]:py-0 [&_h2]:text-sm",
            "print:[&_dl]:text-[11px]/[15px] print:[&_li]:py-0.5 print:[&_li]:text-[11px]/[15px]",
            "print:[&_ul]:grid-cols-3 print:[&_ul]:gap-1",
          )}
        >
          <VehicleSpecs vehicle={vehicle} />
        </div>
      </article>
    </main>
  );
}
