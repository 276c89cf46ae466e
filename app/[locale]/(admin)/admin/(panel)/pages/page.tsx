import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { listAdminPages } from "@/lib/admin/pages";
import { removeStaffPage } from "@/app/actions/admin-content";
import { staffListRoutes } from "@/app/_routes/staff-list";

// A page written in one language only is listed under the title it has.
const titleOf = (entry: { titleJa: string; titleEn: string; slug: string }, locale: Locale) =>
  (locale === "ja" ? entry.titleJa || entry.titleEn : entry.titleEn || entry.titleJa) || entry.slug;

const route = staffListRoutes({
  namespace: "admin.pages",
  lead: async () => (await getTranslations("admin.pages"))("lead"),
  path: routes.admin.pages,
  newHref: routes.admin.page("new"),
  find: listAdminPages,
  publicHref: (entry) => (entry.published ? routes.staffPage(entry.slug) : null),
  remove: { action: removeStaffPage, name: titleOf },
  columns: async (c, { locale }) => {
    const tc = await getTranslations("admin.common");
    return [
      c.slug((entry) => `/${entry.slug}`),
      c.name({
        href: (entry) => routes.admin.page(entry.id),
        name: (entry) => titleOf(entry, locale),
        details: (entry) => (entry.published ? tc("published") : tc("hidden")),
      }),
    ];
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
