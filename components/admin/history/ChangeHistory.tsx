import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { isMessageKey } from "@/lib/i18n/keys";
import { formatJapanTime, formatPrice } from "@/lib/format";
import { routes } from "@/lib/routes";
import type { ChangeEntity, ChangeLogRow } from "@/lib/admin/history";
import { historyLines } from "@/lib/admin/history-lines";

// Where each kind of record's form keeps its field labels: the history names a field as the form does. A
// request's fields are its status and the auction agency's steps, named as its page names them.
const FORM_FIELDS: Partial<Record<ChangeEntity, readonly string[]>> = {
  vehicle: ["admin.vehicleForm.fields", "admin.sale.fields"],
  order: ["admin.orders", "admin.orders.steps"],
  post: ["admin.blogPosts.fields"],
  review: ["admin.reviews.fields"],
  page: ["admin.pages.fields"],
  body_work: ["admin.bodyWork.fields"],
  master: ["admin.data.fields"],
  assignment: ["admin.assignment.fields"],
  reply_template: ["admin.replyTemplates.fields"],
  deal: ["admin.deals.fields"],
  vehicle_cost: ["admin.costs.fields"],
};
// Values that are a code with words of their own: a vehicle's or a request's status, an account's role.
const VALUE_WORDS: Partial<Record<ChangeEntity, Record<string, string>>> = {
  vehicle: { status: "admin.vehicles.statuses", yard: "offices" },
  order: { status: "admin.orders.statuses", offerAnswer: "admin.buyIn.readings" },
  account: { role: "admin.staff.roles" },
  assignment: { mode: "admin.assignment.modes" },
  reply_template: { requestType: "form.requestTypes", locale: "admin.common.languages" },
  deal: { method: "documents.payment.methods" },
  vehicle_cost: { kind: "admin.costs.kinds" },
};
const LONGEST_VALUE = 80;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

async function historyWords(locale: Locale, names: Map<string, string> = new Map()) {
  const t = await getTranslations();
  const th = await getTranslations("admin.history");
  const messages = await getMessages();
  const say = (key: string) => (isMessageKey(messages, key) ? t(key) : null);
  const first = (keys: string[]) => keys.reduce<string | null>((found, key) => found ?? say(key), null);
  return {
    th,
    action: (action: string) => say(`admin.history.actions.${action}`) ?? action,
    entity: (entity: string) => say(`admin.history.entities.${entity}`) ?? entity,
    field: (entity: string, field: string) =>
      first([
        ...(FORM_FIELDS[entity as ChangeEntity] ?? []).map((namespace) => `${namespace}.${field}`),
        `admin.history.fields.${field}`,
      ]) ?? field,
    value(entity: string, field: string, value: unknown): string {
      if (value === null || value === undefined || value === "") return th("none");
      if (typeof value === "boolean") return th(value ? "yes" : "no");
      if (Array.isArray(value)) return value.join(", ");
      const named = names.get(`${field}:${String(value)}`);
      if (named) return named;
      if (typeof value === "number" && field.endsWith("Yen")) return formatPrice(locale, value);
      if (typeof value === "number") return value.toLocaleString(locale === "ja" ? "ja-JP" : "en-US");
      const text = typeof value === "string" ? value : JSON.stringify(value);
      if (ISO_MOMENT.test(text)) return formatJapanTime(locale, new Date(text));
      const words = VALUE_WORDS[entity as ChangeEntity]?.[field];
      const said = words && say(`${words}.${text}`);
      if (said) return said;
      return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
    },
  };
}

/**
 * Who changed what and when: each row's time in Japan, the staff member, what they did and each changed field as
 * before → after. On a record's page (`rows` of that record) or the log (`links` to each record, `showRecord`).
 */
export async function ChangeHistory({
  rows,
  locale,
  showRecord = false,
  links,
  notes,
  names,
  title,
}: {
  rows: ChangeLogRow[];
  locale: Locale;
  showRecord?: boolean;
  /** Each row's record page, keyed `entity:entityId`, for the records that still exist. */
  links?: Map<string, string>;
  /** The text of notes whose rows were written before rows kept it, keyed by the row's id. */
  notes?: Map<string, string>;
  /** The names of master data that rows name by id, keyed `field:id` (lib/admin/history-view masterNamesOf). */
  names?: Map<string, string>;
  title?: string;
}) {
  const words = await historyWords(locale, names);
  const { th } = words;
  const list =
    rows.length === 0 ? (
      <p className="mt-2 text-muted">{th("empty")}</p>
    ) : (
      <ol className="mt-3 grid gap-3">
        {rows.map((row) => {
          const href = links?.get(`${row.entity}:${row.entityId}`);
          const lines = historyLines(row, notes?.get(String(row.id)));
          return (
            <li key={String(row.id)} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <time dateTime={row.at.toISOString()} className="font-semibold tabular-nums">
                  {formatJapanTime(locale, row.at)}
                </time>
                {/* A row without a name is the system's own (a new request assigned by the owner's rule). */}
                <span>{row.actorName || th("automatic")}</span>
                <span className="font-bold">{words.action(row.action)}</span>
              </p>
              {showRecord && (
                <p className="mt-1">
                  <span className="text-muted">{words.entity(row.entity)}: </span>
                  {href ? (
                    <Link href={href} className="font-semibold text-brand-700 underline">
                      {row.entityLabel}
                    </Link>
                  ) : (
                    <span className="font-semibold">{row.entityLabel}</span>
                  )}
                </p>
              )}
              {lines.length > 0 && (
                <dl className="mt-2 grid gap-1">
                  {lines.map((line, index) => (
                    <div key={index} className="grid gap-x-2 pc:grid-cols-[12rem_1fr]">
                      {line.kind === "field" && (
                        <>
                          <dt className="text-muted">{words.field(row.entity, line.field)}</dt>
                          <dd className="break-words">
                            {words.value(row.entity, line.field, line.before)} <span aria-hidden="true">→</span>
                            <span className="sr-only">{th("changedTo")}</span>{" "}
                            {words.value(row.entity, line.field, line.after)}
                          </dd>
                        </>
                      )}
                      {line.kind === "photoMoved" && (
                        <>
                          <dt className="text-muted">{th("fields.order")}</dt>
                          <dd>{th("photoMoved", { from: line.from, to: line.to })}</dd>
                        </>
                      )}
                      {line.kind === "note" && (
                        <>
                          <dt className="text-muted">{th("note")}</dt>
                          <dd className="whitespace-pre-wrap break-words">{line.body}</dd>
                        </>
                      )}
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    );
  if (showRecord) return list;
  return (
    <section aria-labelledby="change-history-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="change-history-title" className="text-lg font-bold">
          {title ?? th("recordTitle")}
        </h2>
        <Link href={routes.admin.history} className="text-sm underline">
          {th("allChanges")}
        </Link>
      </div>
      {list}
    </section>
  );
}
