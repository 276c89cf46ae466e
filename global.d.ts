// next-intl's types know the site's locales: useLocale() and getLocale() return a Locale, and
// getTranslations({ locale }) or setRequestLocale() take only one (a route's segment goes through localeOf).
import type { Locale } from "@/lib/i18n/locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
  }
}
