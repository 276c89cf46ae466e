import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { siteNavigation } from "./navigation";
import { LanguageSwitch } from "./LanguageSwitch";
import { FavouritesLink } from "@/components/keep/FavouritesLink";
import { NavigationToggle } from "./NavigationToggle";
import { LineButton, PhoneAndLine, PhoneCallout } from "./ContactCallouts";
import { PhoneStatus } from "./PhoneStatus";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { phoneHoursAhead } from "@/lib/business/hours";
import { cn } from "@/components/ui/cn";

// Enough opening hours for a page left open to tell "open now" correctly for weeks.
const PHONE_DAYS_AHEAD = 21;

export async function SiteHeader() {
  const t = await getTranslations();
  const renderedAt = new Date();
  const phoneHours = phoneHoursAhead(renderedAt, PHONE_DAYS_AHEAD, isJapaneseHoliday);
  const bar = (
    <>
      <div className="mr-auto flex flex-col gap-0.5">
        <Link href={routes.home} className="flex flex-col leading-tight">
          <span className="text-lg font-black tracking-wide pc:text-xl">{t("meta.siteName")}</span>
          <span className="text-[11px] opacity-90">{t("home.heroEyebrow")}</span>
        </Link>
        <PhoneStatus hours={phoneHours} renderedAt={renderedAt.getTime()} />
      </div>
      <div className="hidden items-center gap-5 pc:flex">
        <PhoneCallout tone="dark" />
        <LineButton />
      </div>
      <FavouritesLink look="bar" />
      <LanguageSwitch />
    </>
  );
  return (
    <header className="bg-brand-800 text-white">
      <a
        href="#main"
        className={cn(
          "sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50",
          "focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800",
        )}
      >
        {t("nav.skipToContent")}
      </a>
      <NavigationToggle bar={bar}>
        <nav aria-label={t("nav.label")} className="mx-auto max-w-6xl px-4 pb-4 pc:px-2 pc:pb-0">
          <ul className="flex flex-col divide-y divide-white/15 pc:flex-row pc:flex-wrap pc:divide-y-0">
            {siteNavigation.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  className="block py-3 font-semibold pc:px-3 pc:py-2.5 pc:text-sm pc:hover:bg-white/10"
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
            {/* Favourites are kept by scripts: a browser without them is not offered the list (as the hearts). */}
            <li className="pc:hidden noscript:hidden">
              <FavouritesLink look="menu" />
            </li>
          </ul>
          <PhoneAndLine tone="dark" className="mt-3 pc:hidden" />
        </nav>
      </NavigationToggle>
    </header>
  );
}
