import { getBlogPost, storyPaths } from "@/lib/content/blog";
import { parseId } from "@/lib/http/url-values";
import { contentPageRoutes } from "@/app/_routes/content-page";
import { BlogPostView } from "@/components/blog/BlogViews";

const route = contentPageRoutes({
  segment: "id",
  find: (id, locale) => getBlogPost(parseId(id) ?? -1, locale),
  describe: (post) => ({
    path: storyPaths(post.versions),
    title: post.title,
    description: post.excerpt,
    article: { publishedAt: post.publishedAt, modifiedAt: post.updatedAt },
  }),
  view: (post, locale) => <BlogPostView post={post} locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
