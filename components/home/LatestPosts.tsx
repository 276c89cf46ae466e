import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { BlogListItem } from "@/lib/content/blog";
import { BlogCards } from "@/components/blog/BlogViews";
import { HomeSection } from "./HomeSection";

export async function LatestPosts({ posts, locale }: { posts: BlogListItem[]; locale: Locale }) {
  const t = await getTranslations("blog");
  if (posts.length === 0) return null;
  return (
    <HomeSection id="latest-posts" title={t("latest")} more={{ href: routes.blog, label: t("all") }}>
      <BlogCards posts={posts} locale={locale} className="mt-5 pc:grid-cols-3" />
    </HomeSection>
  );
}
