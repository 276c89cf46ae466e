import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { contactTypeFromRoute } from "@/lib/requests/route";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { ContactView } from "@/components/contact/ContactView";

type Props = PageProps<"/[locale]/contact/[[...type]]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params;
  const contactType = contactTypeFromRoute(type);
  if (contactType === undefined) return notFoundMetadata(locale as Locale);
  const t = await getTranslations({ locale, namespace: "contactPage" });
  const copy = contactType ? { title: t(`types.${contactType}.title`), description: t(`types.${contactType}.lead`) } : { title: t("title"), description: t("lead") };
  return pageMetadata({ locale: locale as Locale, path: routes.contact(contactType ?? undefined), ...copy });
}

export default async function ContactPage({ params }: Props) {
  const { locale, type } = await params;
  setRequestLocale(locale);
  const contactType = contactTypeFromRoute(type);
  if (contactType === undefined) notFound();
  return <ContactView type={contactType} locale={locale as Locale} />;
}
