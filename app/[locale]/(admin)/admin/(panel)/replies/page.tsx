import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { listReplyTemplates } from "@/lib/admin/reply-templates";
import { removeReplyTemplate } from "@/app/actions/admin-replies";
import { staffListRoutes } from "@/app/_routes/staff-list";

const route = staffListRoutes({
  namespace: "admin.replyTemplates",
  lead: async () => (await getTranslations("admin.replyTemplates"))("lead"),
  path: routes.admin.replyTemplates,
  newHref: routes.admin.replyTemplate("new"),
  find: listReplyTemplates,
  publicHref: () => null,
  remove: { action: removeReplyTemplate, name: (entry) => entry.name },
  columns: async (c) => {
    const t = await getTranslations("admin.replyTemplates");
    const tc = await getTranslations("admin.common");
    const tf = await getTranslations("form");
    return [
      c.name({
        href: (entry) => routes.admin.replyTemplate(entry.id),
        name: (entry) => entry.name,
        details: (entry) => entry.subject,
      }),
      {
        key: "requestType",
        label: t("fields.requestType"),
        cell: (entry) => (entry.requestType ? tf(`requestTypes.${entry.requestType}`) : t("anyType")),
      },
      { key: "locale", label: t("fields.locale"), cell: (entry) => tc(`languages.${entry.locale}`) },
    ];
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
