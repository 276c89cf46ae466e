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
import { cn } from "@/components/ui/cn";

const SECTIONS = [
  { href: routes.admin.home, key: "dashboard" },
  { href: routes.admin.sale, key: "sale" },
  { href: routes.admin.purchase, key: "purchase" },
  { href: routes.admin.orders, key: "orders" },
  { href: routes.admin.customers, key: "customers" },
  { href: routes.admin.replyTemplates, key: "replyTemplates" },
  { href: routes.admin.outbox, key: "outbox" },
  { href: routes.admin.blog, key: "blog" },
  { href: routes.admin.reviews, key: "reviews" },
  { href: routes.admin.pages, key: "pages" },
  { href: routes.admin.data, key: "data" },
  { href: routes.admin.bodyWork, key: "bodyWork" },
  { href: routes.admin.history, key: "history" },
  { href: routes.admin.report, key: "report", permission: "viewMargins" },
  { href: routes.admin.staff, key: "staff", permission: "manageAccounts" },
  { href: routes.admin.assignment, key: "assignment", permission: "manageAssignment" },
] as const satisfies readonly { href: string; key: string; permission?: Permission }[];

const SIDEBAR = cn(
  "bg-ink text-white",
  "pc:sticky pc:top-0 pc:flex pc:h-dvh pc:w-60 pc:shrink-0 pc:flex-col pc:overflow-y-auto",
);

// On a phone a bar at the top (title, language, the account menu) over the sections' menu, every section in it at
// once; on a computer a column the height of the screen that stays while the page scrolls, the title over the
// language and the account (the column is too narrow for the three on one line).
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
      <div className="flex items-center justify-between gap-2 px-4 py-2 pc:flex-col pc:items-start pc:py-3">
        <p className="whitespace-nowrap font-black">{t("title")}</p>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitch />
          {staff && (
            <DisclosureMenu
              label={t("auth.account")}
              alignOnPc="start"
              buttonClassName={buttonClass({ variant: "ghost", size: "sm", className: "cursor-pointer" })}
            >
              <p className="break-all px-2 py-1 text-sm text-muted">{t("auth.signedInAs", { email: staff.email })}</p>
              <Link href={routes.admin.account} className={cn("block py-2", accountAction)}>
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
      <nav aria-label={t("nav.label")} className="px-4 pb-2 pc:px-2">
        <DisclosureMenu
          label={t("nav.label")}
          inlineOnPc
          align="start"
          buttonClassName={buttonClass({ variant: "ghost", size: "sm", className: "cursor-pointer" })}
        >
          <ul className="grid w-full gap-1">
            {sections.map((section) => (
              <li key={section.key}>
                <SectionLink href={section.href} exact={section.href === routes.admin.home}>
                  {t(`nav.${section.key}`)}
                </SectionLink>
              </li>
            ))}
            <li className="mt-2 border-t border-slate-200 pt-2 pc:mt-4 pc:border-white/15">
              <Link
                href={routes.home}
                className="block rounded px-3 py-2 text-sm underline hover:bg-slate-100 pc:hover:bg-white/10"
              >
                {t("nav.viewSite")}
              </Link>
            </li>
          </ul>
        </DisclosureMenu>
      </nav>
    </aside>
  );
}
