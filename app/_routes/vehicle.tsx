// A vehicle's page and its staff preview, the same for both catalogues: each route file picks its kind here.
// The order form and the print sheet have modules of their own (vehicle-order, vehicle-print), so that this
// page carries none of their scripts.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { loadVehicleListing, vehicleMetadata } from "@/lib/vehicles/vehicle-page";
import { setResponseStatus } from "@/lib/http/current-response";
import { getSimilarVehicles } from "@/lib/vehicles/detail";
import { VehiclePage } from "@/components/vehicle/VehiclePage";
import { VehicleGonePage } from "@/components/vehicle/VehicleGonePage";
import { SiteChrome } from "@/components/layout/SiteChrome";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { requireStaff } from "@/lib/auth/staff";
import { getVehiclePreview } from "@/lib/admin/vehicle-editor";
import { parseId } from "@/lib/http/url-values";
import { VehiclePreviewBanner } from "@/components/admin/VehiclePreviewBanner";
import { vehicleMetadataOf, type VehicleProps } from "./vehicle-shared";

type PreviewProps = { params: Promise<{ locale: string; id: string }> };

export function vehicleRoutes(kind: ListingKind) {
  /** The vehicle a staff preview names, whatever its status; 404 for a malformed or unknown id. */
  const openPreview = async ({ params }: PreviewProps) => {
    const { locale: segment, id: idSegment } = await params;
    const locale = localeOf(segment);
    setRequestLocale(locale);
    const staff = await requireStaff(locale);
    const id = parseId(idSegment);
    const preview = id === null ? null : await getVehiclePreview(staff, kind, id, locale);
    if (!preview || id === null) notFound();
    return { locale, id, ...preview };
  };
  return {
    /** Staff only: the vehicle's page as it would look published, a draft included, under a banner that says so. */
    preview: {
      generateMetadata: withErrorMetadata(async (props: PreviewProps): Promise<Metadata> => {
        const { locale, vehicle } = await openPreview(props);
        const t = await getTranslations({ locale, namespace: "admin.preview" });
        return { title: t("title", { name: vehicle.name }), robots: { index: false, follow: false } };
      }),
      Page: withErrorPages(async (props: PreviewProps) => {
        const { locale, id, status, vehicle } = await openPreview(props);
        return (
          <SiteChrome>
            <VehiclePreviewBanner kind={kind} id={id} status={status} />
            <VehiclePage vehicle={vehicle} similar={await getSimilarVehicles(vehicle, locale)} />
          </SiteChrome>
        );
      }, SiteChrome),
    },
    detail: {
      generateMetadata: vehicleMetadataOf(kind, vehicleMetadata),
      Page: withErrorPages(async ({ params }: VehicleProps) => {
        const { locale: segment, strId } = await params;
        const locale = localeOf(segment);
        setRequestLocale(locale);
        const { vehicle, listed } = await loadVehicleListing(kind, locale, strId);
        const similar = await getSimilarVehicles(vehicle, locale);
        if (listed) return <VehiclePage vehicle={vehicle} similar={similar} />;
        // Gone for good: search engines drop the page, people still find their way on.
        setResponseStatus(410);
        return <VehicleGonePage vehicle={vehicle} similar={similar} />;
      }),
    },
  };
}
