// The change log page's reading of its query string, the staff members it filters by, and where each row's
// record is now: a link only for a record that still exists.
import "server-only";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { can } from "@/lib/auth/roles";
import { firstValue, pageFromQuery, parseId } from "@/lib/http/url-values";
import { routes } from "@/lib/routes";
import {
  CHANGE_ENTITIES,
  type ChangeEntity,
  type ChangeLogFilter,
  type ChangeLogRow,
  type FieldChanges,
} from "./history";
import { isMasterType, MASTER_TYPES, type MasterType } from "./master-data";
import { vehicleMasterData } from "./vehicle-editor";
import { nameIn } from "@/lib/i18n/bilingual";
import type { Locale } from "@/lib/i18n/locales";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** The filters as the GET form sends them; anything malformed is no filter rather than an error. */
export function parseChangeLogQuery(query: Record<string, string | string[] | undefined>): ChangeLogFilter {
  const entity = firstValue(query.entity);
  const actor = parseId(firstValue(query.actor));
  const from = firstValue(query.from);
  const to = firstValue(query.to);
  return {
    ...(CHANGE_ENTITIES.includes(entity as ChangeEntity) && { entity: entity as ChangeEntity }),
    ...(actor !== null && { actorId: actor }),
    ...(isDay(from) && { from }),
    ...(isDay(to) && { to }),
    page: pageFromQuery(query.page),
  };
}

/** Everyone who can have changed something, for the filter's choices. */
export function changeLogActors(_staff: StaffSession) {
  return db().adminUser.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, email: true } });
}

type Found = { entity: string; entityId: string };
const numericIds = (rows: Found[], entity: ChangeEntity) =>
  rows.filter((row) => row.entity === entity).flatMap((row) => parseId(row.entityId) ?? []);

/**
 * Each row's record page, keyed by `entity:entityId`, for the records that still exist (a deleted vehicle's
 * history still reads, without a link). Accounts link to the staff list, for the roles that may open it.
 */
export async function recordLinksOf(staff: StaffSession, rows: Found[]): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const add = (entity: ChangeEntity, id: string | number, href: string) => links.set(`${entity}:${id}`, href);
  const [vehicles, orders, posts, reviews, pages, bodyWork, accounts, customers, deals] = await Promise.all([
    db().vehicle.findMany({
      where: { id: { in: [...numericIds(rows, "vehicle"), ...numericIds(rows, "vehicle_cost")] } },
      select: { id: true, kind: true },
    }),
    db().order.findMany({ where: { n: { in: numericIds(rows, "order") } }, select: { n: true } }),
    db().blogPost.findMany({ where: { id: { in: numericIds(rows, "post") } }, select: { id: true } }),
    db().review.findMany({ where: { id: { in: numericIds(rows, "review") } }, select: { id: true } }),
    db().page.findMany({ where: { id: { in: numericIds(rows, "page") } }, select: { id: true } }),
    db().bodyWorkItem.findMany({ where: { id: { in: numericIds(rows, "body_work") } }, select: { id: true } }),
    db().adminUser.findMany({ where: { id: { in: numericIds(rows, "account") } }, select: { id: true } }),
    db().customer.findMany({ where: { id: { in: numericIds(rows, "customer") } }, select: { id: true } }),
    db().deal.findMany({ where: { id: { in: numericIds(rows, "deal") } }, select: { id: true } }),
  ]);
  for (const vehicle of vehicles) {
    add("vehicle", vehicle.id, routes.admin.vehicle(vehicle.kind, vehicle.id));
    // Only owners are shown a cost row (lib/admin/history.ts readableEntities), and only a sale vehicle has costs.
    if (vehicle.kind === "sale") add("vehicle_cost", vehicle.id, routes.admin.vehicleCosts(vehicle.id));
  }
  for (const order of orders) add("order", order.n, routes.admin.order(order.n));
  for (const customer of customers) add("customer", customer.id, routes.admin.customer(customer.id));
  for (const deal of deals) add("deal", deal.id, routes.admin.deal(deal.id));
  for (const post of posts) add("post", post.id, routes.admin.blogPost(post.id));
  for (const review of reviews) add("review", review.id, routes.admin.review(review.id));
  for (const page of pages) add("page", page.id, routes.admin.page(page.id));
  for (const item of bodyWork) add("body_work", item.id, routes.admin.bodyWorkItem(item.id));
  if (can(staff, "manageAccounts")) for (const account of accounts) add("account", account.id, routes.admin.staff);
  // Master data: "fuels/3", one query per table named.
  const master = new Map<MasterType, number[]>();
  for (const row of rows.filter((row) => row.entity === "master")) {
    const [type, text] = row.entityId.split("/");
    const id = parseId(text);
    if (isMasterType(type) && id !== null) master.set(type, [...(master.get(type) ?? []), id]);
  }
  await Promise.all(
    [...master].map(async ([type, ids]) => {
      const table = db()[MASTER_TYPES[type].model] as unknown as {
        findMany(args: object): Promise<{ id: number }[]>;
      };
      for (const entry of await table.findMany({ where: { id: { in: ids } }, select: { id: true } }))
        add("master", `${type}/${entry.id}`, routes.admin.dataEntry(type, entry.id));
    }),
  );
  return links;
}

/**
 * The text of each note whose history row was written before the row kept it, keyed by the row's id: the note
 * was written in the row's transaction, at the row's time.
 */
export async function earlierNotesOf(_staff: StaffSession, rows: ChangeLogRow[]): Promise<Map<string, string>> {
  const bare = rows.filter((row) => row.entity === "order" && row.action === "note" && !("note" in row.changes));
  if (bare.length === 0) return new Map();
  const notes = await db().orderNote.findMany({
    where: { OR: bare.map((row) => ({ orderN: Number(row.entityId), createdAt: row.at })) },
    select: { orderN: true, createdAt: true, body: true },
  });
  const found = new Map<string, string>();
  for (const row of bare) {
    const note = notes.find((n) => String(n.orderN) === row.entityId && n.createdAt.getTime() === row.at.getTime());
    if (note) found.set(String(row.id), note.body);
  }
  return found;
}

/**
 * The names of the maker, class, body type and other master data that vehicle rows name by id, keyed
 * `field:id` (`makerId:2`), in the staff member's language: the history says いすゞ → 日野, not 2 → 3.
 */
export async function masterNamesOf(
  _staff: StaffSession,
  rows: { entity: string; changes: FieldChanges }[],
  locale: Locale,
): Promise<Map<string, string>> {
  const fields = new Set<string>(Object.values(MASTER_TYPES).map((type) => type.vehicleField));
  const named = rows.some(
    (row) => row.entity === "vehicle" && Object.keys(row.changes).some((field) => fields.has(field)),
  );
  const names = new Map<string, string>();
  if (!named) return names;
  const lists = await vehicleMasterData();
  for (const [type, { vehicleField }] of Object.entries(MASTER_TYPES)) {
    const list = lists[MASTER_LISTS[type as MasterType]];
    for (const entry of list) names.set(`${vehicleField}:${entry.id}`, nameIn(locale, entry));
  }
  return names;
}

// Where vehicleMasterData keeps each master table's rows.
const MASTER_LISTS = {
  makers: "makers",
  "body-types": "bodyTypes",
  "load-classes": "loadClasses",
  fuels: "fuels",
  transmissions: "transmissions",
  "drive-types": "driveTypes",
  "crane-makers": "craneMakers",
  "reefer-makers": "reeferMakers",
} as const satisfies Record<MasterType, keyof Awaited<ReturnType<typeof vehicleMasterData>>>;

export const linkKeyOf = (row: Pick<ChangeLogRow, "entity" | "entityId">) => `${row.entity}:${row.entityId}`;
