// The staff edit pages of the content tables (blog posts, reviews, pages, body work): …/new and …/{id}, each a
// way back to its list, a title, the table's form and, for a saved entry, its change history. Each page file
// names its table and exports these (as adminVehicleRoutes does for the inventory).
import { cache, type ReactNode } from "react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import type { StaffSession } from "@/lib/auth/sessions";
import { editedEntry } from "@/lib/admin/edited-entry";
import { historyOf, type ChangeEntity } from "@/lib/admin/history";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { ChangeHistory } from "@/components/admin/history/ChangeHistory";

type Params = Promise<{ locale: string; id: string }>;

export interface StaffEntryPage<T> {
  /** Where the page's words are: its editTitle and newTitle. */
  namespace: "admin.blogPosts" | "admin.reviews" | "admin.pages" | "admin.bodyWork" | "admin.replyTemplates";
  /** The list the page came from. */
  back: string;
  /** How staff know an entry (its title), for the browser's title; empty when it has none to show. */
  name: (entry: T, locale: Locale) => string;
  /** The entry an id names (lib/admin), null when there is none. */
  find: (staff: StaffSession, id: number) => Promise<T | null>;
  /** The form: the entry (null for a new one) and what the form saves over. */
  form: (page: {
    entry: T | null;
    record: { id: number | null; version: number | null };
    staff: StaffSession;
    locale: Locale;
  }) => ReactNode | Promise<ReactNode>;
}

// The kind of record each table's rows are in the change history.
const ENTITIES: Record<StaffEntryPage<never>["namespace"], ChangeEntity> = {
  "admin.blogPosts": "post",
  "admin.reviews": "review",
  "admin.pages": "page",
  "admin.bodyWork": "body_work",
  "admin.replyTemplates": "reply_template",
};

export function staffEntryRoutes<T extends { id: number; version: number }>(page: StaffEntryPage<T>) {
  const load = cache((locale: Locale, id: string) => editedEntry(locale, id, page.find));
  const title = async (locale: Locale, entry: T | null) =>
    (await getTranslations({ locale }))(`${page.namespace}.${entry ? "editTitle" : "newTitle"}`);
  return {
    generateMetadata: withErrorMetadata(async ({ params }: { params: Params }): Promise<Metadata> => {
      const { locale: segment, id } = await params;
      const locale = localeOf(segment);
      const { entry } = await load(locale, id);
      return { title: (entry && page.name(entry, locale)) || (await title(locale, entry)) };
    }),
    Page: withErrorPages(async function Page({ params }: { params: Params }) {
      const { locale: segment, id } = await params;
      const locale = localeOf(segment);
      setRequestLocale(locale);
      const { staff, entry } = await load(locale, id);
      const tc = await getTranslations("admin.common");
      return (
        <>
          <p>
            <Link href={page.back} className="underline">
              {tc("back")}
            </Link>
          </p>
          <h1 className="mt-2 text-2xl font-black">{await title(locale, entry)}</h1>
          {await page.form({
            entry,
            record: { id: entry?.id ?? null, version: entry?.version ?? null },
            staff,
            locale,
          })}
          {entry && <ChangeHistory rows={await historyOf(staff, ENTITIES[page.namespace], entry.id)} locale={locale} />}
        </>
      );
    }),
  };
}
