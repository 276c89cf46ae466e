// next-intl's types know the site's locales and every message key.
// - Locale: useLocale() and getLocale() return one; getTranslations({ locale }) and setRequestLocale() take only
//   one (a route's segment goes through localeOf).
// - Messages: t("key") with a key missing from messages/jp.json fails `tsc` (lib/i18n/messages.test.ts keeps
//   en.json to the same keys).
import type { Locale } from "@/lib/i18n/locales";
import type messages from "@/messages/jp.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
