import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { BlogListItem, getBlogPost } from "@/lib/content/blog";
import { formatJapanTime } from "@/lib/format";
import { siteOrigin } from "@/lib/seo/site";
import { blogPostingData } from "@/lib/seo/structured-data";
import { Breadcrumbs } from "@/components/seo/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { PageHeading } from "@/components/ui/PageHeading";
import { PrevNextNav } from "@/components/ui/PrevNextNav";
import { StoredImage } from "@/components/ui/StoredImage";
import { TextLink } from "@/components/ui/TextLink";
import { cn } from "@/components/ui/cn";

/** A post's language note: shown when the visitor reads a post written only in the other language. */
async function LanguageNote({ language }: { language: "ja" | "en" }) {
  const t = await getTranslations("blog");
  return <p className="text-xs font-semibold text-muted">{language === "ja" ? t("onlyJa") : t("onlyEn")}</p>;
}

export async function BlogCard({ post, locale }: { post: BlogListItem; locale: Locale }) {
  const t = await getTranslations("blog");
  return (
    <Card as="article" className="flex h-full flex-col">
      <p className="text-sm text-muted">
        <time dateTime={post.publishedAt.toISOString()}>{formatJapanTime(locale, post.publishedAt, "date")}</time>
      </p>
      <h2 className="mt-1 text-lg font-bold" lang={post.language}>
        <Link href={routes.blogPost(post.id)} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      {post.otherLanguage && <LanguageNote language={post.language} />}
      <p className="mt-2 flex-1 leading-relaxed text-muted" lang={post.language}>
        {post.excerpt}
      </p>
      <TextLink href={routes.blogPost(post.id)} standalone className="mt-3">
        {t("readMore")}
        <span className="sr-only">: {post.title}</span>
      </TextLink>
    </Card>
  );
}

/** Blog posts as cards, one under another or side by side as `className` lays them out. */
export function BlogCards({ posts, locale, className }: { posts: BlogListItem[]; locale: Locale; className: string }) {
  return (
    <ul className={cn("grid gap-4", className)}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

export async function BlogList({
  posts,
  page,
  pageCount,
  locale,
  staffSignedIn,
}: {
  posts: BlogListItem[];
  page: number;
  pageCount: number;
  locale: Locale;
  staffSignedIn: boolean;
}) {
  const t = await getTranslations("blog");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading
        title={t("title")}
        lead={t("lead")}
        action={
          staffSignedIn && (
            <ButtonLink href={routes.admin.blogPost("new")} variant="accent">
              {t("newPost")}
            </ButtonLink>
          )
        }
      />
      {posts.length === 0 ? (
        <EmptyNote className="mt-6">{t("empty")}</EmptyNote>
      ) : (
        <BlogCards posts={posts} locale={locale} className="mt-6" />
      )}
      <PrevNextNav
        pathname={routes.blog}
        page={page}
        pageCount={pageCount}
        labels={{ nav: t("pagination"), previous: t("previous"), next: t("next") }}
      />
    </div>
  );
}

export async function BlogPostView({
  post,
  locale,
}: {
  post: NonNullable<Awaited<ReturnType<typeof getBlogPost>>>;
  locale: Locale;
}) {
  const t = await getTranslations("blog");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" lang={post.language}>
      <JsonLd data={blogPostingData({ ...post, photo: post.photo?.src ?? null }, siteOrigin())} />
      <div lang={locale}>
        <Breadcrumbs crumbs={[{ name: t("title"), path: routes.blog }, { name: post.title }]} />
      </div>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={post.publishedAt.toISOString()}>{formatJapanTime(locale, post.publishedAt, "date")}</time>
      </p>
      <h1 className="mt-1 text-2xl font-black pc:text-3xl">{post.title}</h1>
      {post.otherLanguage && (
        <div lang={locale} className="mt-2">
          {post.inYourLanguage ? (
            <TextLink href={routes.blogPost(post.inYourLanguage)}>{t("inYourLanguage")}</TextLink>
          ) : (
            <LanguageNote language={post.language} />
          )}
        </div>
      )}
      {post.photo && <StoredImage image={post.photo} alt="" className="mt-5 w-full rounded-lg" />}
      {/* Rendered from Markdown on the server and sanitised (lib/content/markdown.ts). */}
      <div className="prose-post mt-6 leading-relaxed" dangerouslySetInnerHTML={{ __html: post.html }} />
      <p className="mt-10" lang={locale}>
        <TextLink href={routes.blog} standalone>
          {t("back")}
        </TextLink>
      </p>
    </article>
  );
}
