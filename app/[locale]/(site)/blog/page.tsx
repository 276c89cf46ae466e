import { routes } from "@/lib/routes";
import { getBlogPage } from "@/lib/content/blog";
import { currentStaff } from "@/lib/auth/staff";
import { pageFromQuery } from "@/lib/http/url-values";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { BlogList } from "@/components/blog/BlogViews";

const route = copyPageRoutes({
  path: routes.blog,
  copy: "blog",
  view: async ({ locale, query }) => {
    const [result, staff] = await Promise.all([getBlogPage(locale, pageFromQuery(query.page)), currentStaff()]);
    return <BlogList {...result} locale={locale} staffSignedIn={staff !== null} />;
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
