import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { listChanges, readableEntities } from "@/lib/admin/history";
import {
  changeLogActors,
  earlierNotesOf,
  masterNamesOf,
  parseChangeLogQuery,
  recordLinksOf,
} from "@/lib/admin/history-view";
import { ChangeLog } from "@/components/admin/history/ChangeLog";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/admin/history">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.history" });
  return { title: t("title") };
}

export default withErrorPages(async function ChangeLogPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const filter = parseChangeLogQuery(await searchParams);
  const [result, actors] = await Promise.all([listChanges(staff, filter), changeLogActors(staff)]);
  const [links, notes, names] = await Promise.all([
    recordLinksOf(staff, result.rows),
    earlierNotesOf(staff, result.rows),
    masterNamesOf(staff, result.rows, locale),
  ]);
  return (
    <ChangeLog
      filter={filter}
      entities={readableEntities(staff)}
      result={result}
      actors={actors}
      links={links}
      notes={notes}
      names={names}
      locale={locale}
    />
  );
});
