import "../globals.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { siteOrigin } from "@/lib/seo/site";
import { everyPageMessages } from "@/lib/i18n/client-messages";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { BuildWatcher } from "@/components/app/BuildWatcher";
import { ServerActionRetry } from "@/components/app/ServerActionRetry";

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t("homeTitle"), template: t("titleTemplate") },
    description: t("homeDescription"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#063866" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={locale} messages={everyPageMessages(messages)}>
          <DialogProvider>{children}</DialogProvider>
          <BuildWatcher />
          <ServerActionRetry />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
