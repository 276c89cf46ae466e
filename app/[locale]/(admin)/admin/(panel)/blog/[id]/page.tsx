import { cache } from "react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { japanDate } from "@/lib/business/calendar";
import { editedEntry } from "@/lib/admin/edited-entry";
import { translationCandidates } from "@/lib/admin/blog";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { savePostForm } from "@/app/actions/admin-blog";
import { PostForm } from "@/components/admin/PostForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { previewMarkdown } from "@/app/_routes/staff-actions";
import { localeOf } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/admin/blog/[id]">;

const loadPost = cache((locale: string, id: string) =>
  editedEntry(locale, id, (entry) => db().blogPost.findUnique({ where: { id: entry } })),
);

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const t = await getTranslations({ locale, namespace: "admin.blogPosts" });
  return { title: (await loadPost(locale, id)) ? t("editTitle") : t("newTitle") };
});

export default withErrorPages(async function AdminPostPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  const post = await loadPost(locale, id);
  const t = await getTranslations("admin.blogPosts");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = post
    ? {
        title: post.title,
        body: post.body,
        language: post.language,
        published: String(post.published),
        publishedOn: post.publishedAt ? japanDate(post.publishedAt) : japanDate(new Date()),
        photoKey: post.photoKey ?? "",
        translationOfId: post.translationOfId ? String(post.translationOfId) : "",
      }
    : { publishedOn: japanDate(new Date()), language: locale };
  return (
    <>
      <p>
        <Link href={routes.admin.blog} className="underline">
          {tc("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{post ? t("editTitle") : t("newTitle")}</h1>
      <PostForm
        action={savePostForm}
        preview={previewMarkdown}
        record={{ id: post?.id ?? null, version: post?.version ?? null }}
        initial={initial}
        originals={await translationCandidates(db(), post?.id ?? null)}
      />
    </>
  );
});
