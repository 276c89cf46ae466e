import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getStaffPage } from "@/lib/content/pages";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { StaffPage } from "@/components/layout/StaffPage";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/[...rest]">;

// Pages staff write (privacy policy, terms, notices) live at /{slug}; any other path no route matches
// answers 404 inside the site's layout, in the visitor's language.
async function load({ params }: Props) {
  const { locale: segment, rest } = await params;
  const locale = localeOf(segment);
  const page = rest.length === 1 ? await getStaffPage(rest[0], locale) : null;
  if (!page) notFound();
  return { locale, page };
}

export const generateMetadata = withErrorMetadata(async (props: Props): Promise<Metadata> => {
  const { locale, page } = await load(props);
  return pageMetadata({ locale, path: routes.staffPage(page.slug), title: page.title, description: page.description });
});

export default withErrorPages(async function CatchAll(props: Props) {
  setRequestLocale(localeOf((await props.params).locale));
  return <StaffPage page={(await load(props)).page} />;
});
