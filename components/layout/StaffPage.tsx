import { getTranslations } from "next-intl/server";
import type { getStaffPage } from "@/lib/content/pages";

/** A page staff wrote in the admin (rendered from Markdown and sanitised on the server). */
export async function StaffPage({ page }: { page: NonNullable<Awaited<ReturnType<typeof getStaffPage>>> }) {
  const t = await getTranslations("staffPage");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" lang={page.language}>
      <h1 className="text-2xl font-black pc:text-3xl">{page.title}</h1>
      {page.otherLanguage && (
        <p className="mt-2 text-sm text-muted">{page.language === "ja" ? t("onlyJa") : t("onlyEn")}</p>
      )}
      <div className="prose-post mt-6 leading-relaxed" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
