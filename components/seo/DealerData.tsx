import { getLocale, getTranslations } from "next-intl/server";
import { siteOrigin } from "@/lib/seo/site";
import { dealerData } from "@/lib/seo/structured-data";
import { JsonLd } from "./JsonLd";

/** The company as an AutoDealer, on the pages that present it (home, company). */
export async function DealerData() {
  const locale = await getLocale();
  const t = await getTranslations("offices");
  return <JsonLd data={dealerData(locale, siteOrigin(), { headquarters: t("headquarters"), branch: t("branch") })} />;
}
