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
import { PrintButton } from "./PrintButton";

// One A4 page: photo, every specification, price, inquiry number, the company's contact and a QR code
// back to the vehicle page. It is the print layout's whole content, so it is the page's main landmark too.
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
          <PrintButton label={t("print.print")} />
        </header>
        <div className="mt-3 grid gap-4 sm:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr]">
          {photo && <StoredImage image={photo.large} alt={vehicle.name} className="w-full rounded object-cover" />}
          <div className="flex flex-col gap-2">
            <h1 className="text-lg font-black">{vehicle.name}</h1>
            <p>
              {t("vehicle.inquiryNo")} <strong className="text-base">{vehicle.inquiryNo}</strong>
            </p>
            <VehiclePrice vehicle={vehicle} compact />
            <div className="mt-auto flex items-end gap-3">
              <StoredImage image={{ src: qr, width: 96, height: 96 }} alt={t("print.qr")} className="size-24" />
              <p className="text-[11px]">{t("print.scan")}</p>
            </div>
          </div>
        </div>
        <div className="mt-3 [&_dd]:py-0 [&_dt]:py-0 [&_h2]:text-sm">
          <VehicleSpecs vehicle={vehicle} />
        </div>
        <footer className="mt-2 text-right text-[10px] text-muted">
          {t("print.printed", { date: formatJapanTime(locale, new Date(), "date") })}
        </footer>
      </article>
    </main>
  );
}
