import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { BlogListItem } from "@/lib/content/blog";
import { BlogCard } from "@/components/blog/BlogViews";

export async function LatestPosts({ posts, locale }: { posts: BlogListItem[]; locale: Locale }) {
  const t = await getTranslations("blog");
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="latest-posts" className="text-xl font-black pc:text-2xl">
          {t("latest")}
        </h2>
        <Link href={routes.blog} className="font-semibold text-brand-600 underline underline-offset-2">
          {t("all")}
        </Link>
      </div>
      <ul className="mt-5 grid gap-4 pc:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
