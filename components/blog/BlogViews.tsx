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

/** A post's language note: shown when the visitor reads a post written only in the other language. */
async function LanguageNote({ language }: { language: "ja" | "en" }) {
  const t = await getTranslations("blog");
  return <p className="text-xs font-semibold text-muted">{language === "ja" ? t("onlyJa") : t("onlyEn")}</p>;
}

export async function BlogCard({ post, locale }: { post: BlogListItem; locale: Locale }) {
  const t = await getTranslations("blog");
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-muted">
        <time dateTime={post.publishedAt.toISOString()}>{formatJapanTime(locale, post.publishedAt, "longDate")}</time>
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
      <Link
        href={routes.blogPost(post.id)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
      >
        {t("readMore")}
        <span className="sr-only">: {post.title}</span>
      </Link>
    </article>
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black pc:text-3xl">{t("title")}</h1>
        {staffSignedIn && (
          <Link
            href={routes.admin.blogPost("new")}
            className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-bold text-white"
          >
            {t("newPost")}
          </Link>
        )}
      </div>
      <p className="mt-2 leading-relaxed text-muted">{t("lead")}</p>
      {posts.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-muted">{t("empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label={t("pagination")} className="mt-6 flex justify-between">
          {page > 1 ? (
            <Link
              href={{ pathname: routes.blog, query: page > 2 ? { page: String(page - 1) } : {} }}
              className="underline"
            >
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount && (
            <Link href={{ pathname: routes.blog, query: { page: String(page + 1) } }} className="underline">
              {t("next")}
            </Link>
          )}
        </nav>
      )}
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
        <time dateTime={post.publishedAt.toISOString()}>{formatJapanTime(locale, post.publishedAt, "longDate")}</time>
      </p>
      <h1 className="mt-1 text-2xl font-black pc:text-3xl">{post.title}</h1>
      {post.otherLanguage && (
        <div lang={locale} className="mt-2">
          {post.inYourLanguage ? (
            <Link href={routes.blogPost(post.inYourLanguage)} className="font-semibold text-brand-700 underline">
              {t("inYourLanguage")}
            </Link>
          ) : (
            <LanguageNote language={post.language} />
          )}
        </div>
      )}
      {post.photo && (
        // eslint-disable-next-line @next/next/no-img-element -- stored and sized photo
        <img
          src={post.photo.src}
          width={post.photo.width}
          height={post.photo.height}
          alt=""
          className="mt-5 w-full rounded-lg"
        />
      )}
      {/* Rendered from Markdown on the server and sanitised (lib/content/markdown.ts). */}
      <div className="prose-post mt-6 leading-relaxed" dangerouslySetInnerHTML={{ __html: post.html }} />
      <p className="mt-10" lang={locale}>
        <Link href={routes.blog} className="underline">
          {t("back")}
        </Link>
      </p>
    </article>
  );
}
