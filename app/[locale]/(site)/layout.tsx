import { setRequestLocale } from "next-intl/server";
import { SiteChrome } from "@/components/layout/SiteChrome";
import { localeOf } from "@/lib/i18n/locales";

// The default layout. Layouts render alongside the root layout, so this one names the locale too, rather
// than next-intl working it out again from the request.
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  setRequestLocale(localeOf((await params).locale));
  return <SiteChrome>{children}</SiteChrome>;
}
