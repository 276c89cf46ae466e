import { getLocale, getTranslations } from "next-intl/server";
import { currentStaff } from "@/lib/auth/staff";
import { can, type Permission } from "@/lib/auth/roles";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";

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

export async function AdminNavigation() {
  const t = await getTranslations("admin");
  const locale = await getLocale();
  const staff = await currentStaff();
  // A section some roles may not open is not offered to them.
  const sections = SECTIONS.filter(
    (section) => !("permission" in section) || (staff && can(staff, section.permission)),
  );
  return (
    <aside className="bg-ink text-white pc:w-60 pc:shrink-0">
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <p className="font-black">{t("title")}</p>
        <LanguageSwitch />
      </div>
      <nav aria-label={t("nav.label")}>
        <ul className="flex gap-1 overflow-x-auto px-2 pb-2 pc:flex-col pc:overflow-visible">
          {sections.map((section) => (
            <li key={section.key} className="shrink-0">
              {/* Every staff page is rendered fresh from the database: prefetching all sections on every
                  page would multiply the server's work by the length of this menu. */}
              <Link href={section.href} prefetch={false} className="block rounded px-3 py-2 text-sm hover:bg-white/10">
                {t(`nav.${section.key}`)}
              </Link>
            </li>
          ))}
          <li className="shrink-0 pc:mt-4 pc:border-t pc:border-white/15 pc:pt-2">
            <Link href={routes.home} className="block rounded px-3 py-2 text-sm underline hover:bg-white/10">
              {t("nav.viewSite")}
            </Link>
          </li>
        </ul>
      </nav>
      {staff && (
        <div className="grid gap-1 border-t border-white/15 px-4 py-3 text-sm">
          <p className="break-all opacity-90">{t("auth.signedInAs", { email: staff.email })}</p>
          <Link href={routes.admin.account} prefetch={false} className="min-h-11 py-2 underline">
            {t("nav.account")}
          </Link>
          {/* Plain form posts: signing out works without JavaScript and ends the session in the database. */}
          <form method="post" action="/api/admin/logout">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="min-h-11 font-semibold underline">
              {t("auth.logout")}
            </button>
          </form>
          <form method="post" action="/api/admin/logout">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className="min-h-11 text-left underline opacity-90">
              {t("auth.logoutEverywhere")}
            </button>
          </form>
        </div>
      )}
    </aside>
  );
}
