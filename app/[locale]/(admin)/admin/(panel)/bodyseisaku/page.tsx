import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { textIn } from "@/lib/i18n/bilingual";
import { listAdminBodyWork } from "@/lib/admin/body-work";
import { moveBodyWorkItem, removeBodyWork } from "@/app/actions/admin-content";
import { staffListRoutes } from "@/app/_routes/staff-list";
import { MoveButtons } from "@/components/admin/list/MoveButtons";

const route = staffListRoutes({
  namespace: "admin.bodyWork",
  lead: async () => (await getTranslations("admin.bodyWork"))("lead"),
  path: routes.admin.bodyWork,
  newHref: routes.admin.bodyWorkItem("new"),
  find: listAdminBodyWork,
  publicHref: (item) => (item.published ? routes.bodyWorkItem(item.slug) : null),
  remove: { action: removeBodyWork, name: (item, locale) => textIn(locale, item, "title") },
  columns: async (c, { locale, q, page, result }) => {
    const t = await getTranslations("admin.bodyWork");
    const tc = await getTranslations("admin.common");
    const at = (item: (typeof result.rows)[number]) => result.rows.indexOf(item);
    return [
      c.photo((item) => item.photoKey),
      c.name({
        href: (item) => routes.admin.bodyWorkItem(item.id),
        name: (item) => textIn(locale, item, "title"),
        details: (item) =>
          [
            `/${item.slug}`,
            t("position", { position: item.position }),
            item.published ? tc("published") : tc("hidden"),
          ].join(" · "),
      }),
      {
        key: "move",
        // Moving is about the whole public order, so it is offered only on the unfiltered list.
        cell: (item) =>
          !q && (
            <MoveButtons
              name={textIn(locale, item, "title")}
              first={page === 1 && at(item) === 0}
              last={page === result.pageCount && at(item) === result.rows.length - 1}
              move={moveBodyWorkItem}
              input={{ id: item.id }}
            />
          ),
      },
    ];
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
