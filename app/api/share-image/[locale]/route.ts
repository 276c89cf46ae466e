import { getTranslations } from "next-intl/server";
import { publicPhone } from "@/lib/company";
import { localeCodes, localeFromCode } from "@/lib/i18n/locales";
import { siteShareImage } from "@/lib/seo/share-image";

// The card shared links show for pages without a picture of their own; drawn once per language at build.
export const dynamic = "force-static";

export function generateStaticParams() {
  return Object.values(localeCodes).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/api/share-image/[locale]">) {
  const locale = localeFromCode((await params).locale);
  if (!locale) return new Response(null, { status: 404 });
  const meta = await getTranslations({ locale, namespace: "meta" });
  const home = await getTranslations({ locale, namespace: "home" });
  return siteShareImage({
    siteName: meta("siteName"),
    tagline: home("heroEyebrow"),
    phone: publicPhone(locale).number,
  });
}
