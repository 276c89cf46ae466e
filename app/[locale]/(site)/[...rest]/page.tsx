import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getStaffPage } from "@/lib/content/pages";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { StaffPage } from "@/components/layout/StaffPage";

type Props = PageProps<"/[locale]/[...rest]">;

// Pages staff write (privacy policy, terms, notices) live at /{slug}; any other path no route matches
// answers 404 inside the site's layout, in the visitor's language.
async function load({ params }: Props) {
  const { locale, rest } = await params;
  return { locale: locale as Locale, page: rest.length === 1 ? await getStaffPage(rest[0], locale as Locale) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props);
  return page ? pageMetadata({ locale, path: routes.staffPage(page.slug), title: page.title, description: page.description }) : notFoundMetadata(locale);
}

export default async function CatchAll(props: Props) {
  const { locale, page } = await load(props);
  setRequestLocale(locale);
  if (!page) notFound();
  return <StaffPage page={page} />;
}
