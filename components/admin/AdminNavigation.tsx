import { getLocale, getTranslations } from "next-intl/server";
import { currentStaff } from "@/lib/auth/staff";
import { can, type Permission } from "@/lib/auth/roles";
import { routes } from "@/lib/routes";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";
import { DisclosureMenu } from "@/components/ui/DisclosureMenu";
import { buttonClass } from "@/components/ui/button";
import { SectionLink } from "./nav/SectionLink";
import { SignOutEverywhere } from "./nav/SignOutEverywhere";
import { Link } from "@/lib/i18n/navigation";

const SECTIONS = [
  { href: routes.admin.home, key: "dashboard" },
  { href: routes.admin.sale, key: "sale" },
  { href: routes.admin.purchase, key: "purchase" },
  { href: routes.admin.orders, key: "orders" },
  { href: routes.admin.blog, key: "blog" },
  { href: routes.admin.reviews, key: "reviews" },
  { href: routes.admin.pages, key: "pages" },
  { href: routes.admin.data, key: "data" },
  { href: routes.admin.bodyWork, key: "bodyWork" },
  { href: routes.admin.history, key: "history" },
  { href: routes.admin.staff, key: "staff", permission: "manageAccounts" },
] as const satisfies readonly { href: string; key: string; permission?: Permission }[];

const SIDEBAR = [
  "bg-ink text-white",
  "pc:sticky pc:top-0 pc:flex pc:h-dvh pc:w-60 pc:shrink-0 pc:flex-col pc:overflow-y-auto",
].join(" ");

// On a phone a bar at the top (title, language, the account menu) over a row of sections that scrolls
// sideways; on a computer a column the height of the screen that stays while the page scrolls.
export async function AdminNavigation() {
  const t = await getTranslations("admin");
  const locale = await getLocale();
  const staff = await currentStaff();
  const accountAction = "min-h-11 w-full rounded px-2 text-left font-semibold underline hover:bg-slate-100";
  // A section some roles may not open is not offered to them.
  const sections = SECTIONS.filter(
    (section) => !("permission" in section) || (staff && can(staff, section.permission)),
  );
  return (
    <aside className={SIDEBAR}>
      <div className="flex items-center justify-between gap-2 px-4 py-2 pc:py-3">
        <p className="font-black">{t("title")}</p>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {staff && (
            <DisclosureMenu
              label={t("auth.account")}
              buttonClassName={buttonClass({ variant: "ghost", size: "sm", className: "cursor-pointer" })}
            >
              <p className="break-all px-2 py-1 text-sm text-muted">{t("auth.signedInAs", { email: staff.email })}</p>
              <Link href={routes.admin.account} className={`block py-2 ${accountAction}`}>
                {t("nav.account")}
              </Link>
              {/* Plain form posts: signing out works without JavaScript and ends the session in the database. */}
              <form method="post" action="/api/admin/logout">
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className={accountAction}>
                  {t("auth.logout")}
                </button>
              </form>
              <SignOutEverywhere locale={locale} className={accountAction} />
            </DisclosureMenu>
          )}
        </div>
      </div>
      <nav aria-label={t("nav.label")}>
        <ul className="flex gap-1 overflow-x-auto px-2 pb-2 pc:flex-col pc:overflow-visible">
          {sections.map((section) => (
            <li key={section.key} className="shrink-0">
              <SectionLink href={section.href} exact={section.href === routes.admin.home}>
                {t(`nav.${section.key}`)}
              </SectionLink>
            </li>
          ))}
          <li className="shrink-0 pc:mt-4 pc:border-t pc:border-white/15 pc:pt-2">
            <Link href={routes.home} className="block rounded px-3 py-2 text-sm underline hover:bg-white/10">
              {t("nav.viewSite")}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
