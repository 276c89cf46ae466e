import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { formatJapanTime } from "@/lib/format";
import { listAdminPosts } from "@/lib/admin/blog";
import { removePost } from "@/app/actions/admin-content";
import { staffListRoutes } from "@/app/_routes/staff-list";

const route = staffListRoutes({
  namespace: "admin.blogPosts",
  path: routes.admin.blog,
  newHref: routes.admin.blogPost("new"),
  find: listAdminPosts,
  publicHref: (post) => (post.published ? routes.blogPost(post.id) : null),
  remove: { action: removePost, name: (post) => post.title },
  columns: async (c, { locale }) => {
    const t = await getTranslations("admin.blogPosts");
    const tc = await getTranslations("admin.common");
    return [
      c.name({
        href: (post) => routes.admin.blogPost(post.id),
        name: (post) => post.title,
        lang: (post) => post.language,
        details: (post) =>
          [
            tc(`languages.${post.language}`),
            post.published ? tc("published") : t("draft"),
            post.publishedAt && formatJapanTime(locale, post.publishedAt, "date"),
          ]
            .filter(Boolean)
            .join(" · "),
      }),
    ];
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
