import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { auctionVehicleFromQuery, contactTypeFromRoute } from "@/lib/requests/contact-path";
import { requestVehicleOptions } from "@/lib/requests/vehicle-masters";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { ContactView } from "@/components/contact/ContactView";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { submitContactRequest } from "@/app/actions/contact";

type Props = PageProps<"/[locale]/contact/[[...type]]">;

async function load({ params }: Props) {
  const { locale: segment, type } = await params;
  const locale = localeOf(segment);
  const contactType = contactTypeFromRoute(type);
  if (contactType === undefined) notFound();
  return { locale, contactType };
}

export const generateMetadata = withErrorMetadata(async (props: Props): Promise<Metadata> => {
  const { locale, contactType } = await load(props);
  const t = await getTranslations({ locale, namespace: "contactPage" });
  const copy = contactType
    ? { title: t(`types.${contactType}.title`), description: t(`types.${contactType}.lead`) }
    : { title: t("title"), description: t("lead") };
  return pageMetadata({ locale, path: routes.contact(contactType ?? undefined), ...copy });
});

export default withErrorPages(async function ContactPage(props: Props) {
  setRequestLocale(localeOf((await props.params).locale));
  const { locale, contactType } = await load(props);
  return (
    <ContactView
      type={contactType}
      auctionVehicle={auctionVehicleFromQuery(await props.searchParams)}
      action={submitContactRequest}
      vehicleOptions={await requestVehicleOptions(locale)}
    />
  );
});
