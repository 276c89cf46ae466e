import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import type { ChangeEntity, ChangeLogFilter, ChangeLogRow } from "@/lib/admin/history";
import { PageHeading } from "@/components/ui/PageHeading";
import { AdminPager } from "../list/AdminPager";
import { FilterDate, FilterSelect, ListFilters } from "../list/ListFilters";
import { ChangeHistory } from "./ChangeHistory";
import { displayNameOf } from "@/lib/auth/display-name";

/** The whole change log: a GET form of filters (kind of record, staff member, days), the rows, the pager. */
export async function ChangeLog({
  filter,
  entities,
  result,
  actors,
  links,
  notes,
  names,
  locale,
}: {
  filter: ChangeLogFilter;
  /** The kinds of record the staff member may read the history of, for the filter's choices. */
  entities: readonly ChangeEntity[];
  result: { rows: ChangeLogRow[]; total: number; pageCount: number };
  actors: { id: number; name: string; email: string }[];
  links: Map<string, string>;
  notes: Map<string, string>;
  names: Map<string, string>;
  locale: Locale;
}) {
  const t = await getTranslations("admin.history");
  const tc = await getTranslations("admin.common");
  const query = {
    ...(filter.entity && { entity: filter.entity }),
    ...(filter.actorId && { actor: String(filter.actorId) }),
    ...(filter.from && { from: filter.from }),
    ...(filter.to && { to: filter.to }),
  };
  return (
    <>
      <PageHeading title={t("title")} lead={t("lead")} />
      <ListFilters apply={tc("apply")} set={Object.keys(query).length}>
        <FilterSelect
          label={t("entity")}
          name="entity"
          value={filter.entity ?? ""}
          all={t("all")}
          options={entities.map((entity) => ({ value: entity, label: t(`entities.${entity}`) }))}
        />
        <FilterSelect
          label={t("actor")}
          name="actor"
          value={filter.actorId ? String(filter.actorId) : ""}
          all={t("everyone")}
          options={actors.map((actor) => ({ value: String(actor.id), label: displayNameOf(actor) }))}
        />
        <FilterDate label={t("from")} name="from" value={filter.from ?? ""} />
        <FilterDate label={t("to")} name="to" value={filter.to ?? ""} />
      </ListFilters>
      <p className="mt-4 font-semibold" aria-live="polite">
        {tc("count", { total: result.total })}
      </p>
      <ChangeHistory rows={result.rows} locale={locale} links={links} notes={notes} names={names} showRecord />
      <AdminPager pathname={routes.admin.history} query={query} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
