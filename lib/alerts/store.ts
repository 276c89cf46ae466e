// Saved searches in the database: saving one (with its confirmation mail, in one transaction), confirming
// and ending one by its token, and reading one back for its pages. The alert job (./job.ts), started outside
// React's server layer, shares these modules, so the client is processDb.
import { randomBytes } from "node:crypto";
import { processDb as db } from "@/lib/db/process";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { catalogueFilterOf, type CatalogueFilter } from "@/lib/catalogue/query";
import { japanDate } from "@/lib/business/calendar";
import { nameIn } from "@/lib/i18n/bilingual";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { log } from "@/lib/logging";
import { lockKey, mayMailUnverified, recipientKey, takeSubmissionSlot } from "@/lib/requests/rate-limit";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { composeConfirmationMail, describeSearch, describeWithheldWords } from "./mails";
import { ALERT_RULES, confirmableSince, confirmationDue } from "./rules";
import {
  paramsOfSavedQuery,
  savedSearchPath,
  signUpSearch,
  tokenUrl,
  withoutFreeWords,
  type SavedSearchDraft,
} from "./search";

export type SaveOutcome =
  { status: "accepted"; mailed: boolean } | { status: "rate-limited"; retryAfterMinutes: number };

/** The addresses a saved search's mails link to, on the site's origin. */
export function alertLinks(origin: string, locale: Locale, token: string) {
  return {
    confirm: tokenUrl(origin, localizePath(locale, routes.alerts.confirm), token),
    unsubscribe: tokenUrl(origin, localizePath(locale, routes.alerts.unsubscribe), token),
    oneClick: tokenUrl(origin, routes.alerts.oneClick, token),
    site: `${origin}${localizePath(locale, routes.home)}`,
  };
}

/** The searches that count against an address: confirmed and running, or still waiting to be confirmed. */
function activeWhere(now: Date): Prisma.SavedSearchWhereInput {
  return {
    unsubscribedAt: null,
    OR: [{ confirmedAt: { not: null } }, { createdAt: { gte: confirmableSince(now) } }],
  };
}

/**
 * Saves a search and queues its confirmation mail. The visitor is told the same whatever happens here (saved,
 * already saved, mailed or not, the address at its limit), so the answer never reveals what an address has
 * signed up for. The save counts against its sender's flood brake (`senderKey`, lib/requests/rate-limit.ts),
 * as every request form does; the mail against the confirmations' own budgets, never against anyone's requests.
 * A search already waiting for confirmation is mailed again only once ALERT_RULES.confirmResendHours have passed.
 */
export async function saveSearch(
  draft: SavedSearchDraft,
  senderKey: string,
  origin: string,
  now = new Date(),
): Promise<SaveOutcome> {
  const email = draft.email.toLowerCase();
  const notMailed = { status: "accepted", mailed: false } as const;
  return db().$transaction(async (tx): Promise<SaveOutcome> => {
    const slot = await takeSubmissionSlot(tx, senderKey, now);
    if (!slot.ok) return { status: "rate-limited", retryAfterMinutes: slot.retryAfterMinutes };
    // The saves for one address take turns, so two at once cannot both pass its limit or both mail it.
    await lockKey(tx, `saved-searches:${recipientKey("searchConfirmation", email)}`);
    const same = await tx.savedSearch.findFirst({
      where: { email, kind: draft.kind, category: draft.category, query: draft.query, ...activeWhere(now) },
      select: { id: true, token: true, confirmedAt: true, confirmSentAt: true },
    });
    if (same && (same.confirmedAt || !confirmationDue(same.confirmSentAt, now))) return notMailed;
    let search = same;
    if (!search) {
      if ((await tx.savedSearch.count({ where: { email, ...activeWhere(now) } })) >= ALERT_RULES.maxPerAddress)
        return notMailed;
      search = await tx.savedSearch.create({
        data: { ...draft, email, token: randomBytes(32).toString("base64url"), checkedUntil: now, createdAt: now },
        select: { id: true, token: true, confirmedAt: true, confirmSentAt: true },
      });
    }
    // Left unmailed past a budget, the search is mailed when it is saved again.
    const budget = await mayMailUnverified(tx, "searchConfirmation", email, now);
    if (!budget.ok) {
      log.warn("alerts.confirmation.withheld", { spent: budget.spent });
      return notMailed;
    }
    const links = alertLinks(origin, draft.locale, search.token);
    const mail = composeConfirmationMail(draft.locale, {
      email,
      kind: draft.kind,
      confirmUrl: links.confirm,
      unsubscribeUrl: links.oneClick,
      siteUrl: links.site,
    });
    await tx.outboxMail.create({
      data: {
        ...mail,
        unsubscribeUrl: links.oneClick,
        audience: "customer",
        kind: "searchConfirmation",
        locale: draft.locale,
        createdAt: now,
      },
    });
    await tx.savedSearch.update({ where: { id: search.id }, data: { confirmSentAt: now } });
    return { status: "accepted", mailed: true };
  });
}

export type TokenOutcome = { ok: true } | { ok: false; error: "invalidLink" };

/** Confirms a search from its mail's link; confirming twice is fine, an expired or stopped one is refused. */
export async function confirmSearch(token: string, now = new Date()): Promise<TokenOutcome> {
  const confirmed = await db().savedSearch.updateMany({
    where: { token, confirmedAt: null, unsubscribedAt: null, createdAt: { gte: confirmableSince(now) } },
    data: { confirmedAt: now },
  });
  if (confirmed.count > 0) return { ok: true };
  const already = await db().savedSearch.count({ where: { token, confirmedAt: { not: null }, unsubscribedAt: null } });
  return already > 0 ? { ok: true } : { ok: false, error: "invalidLink" };
}

/** Ends a search: nothing more is mailed for it. Ending it twice is fine. */
export async function unsubscribeSearch(token: string, now = new Date()): Promise<TokenOutcome> {
  await db().savedSearch.updateMany({ where: { token, unsubscribedAt: null }, data: { unsubscribedAt: now } });
  return (await db().savedSearch.count({ where: { token } })) > 0 ? { ok: true } : { ok: false, error: "invalidLink" };
}

interface StoredSearch {
  kind: ListingKind;
  category: string | null;
  query: string;
}

/**
 * A saved search as the catalogue runs it (the filter its page would build from the same address) and as a
 * reader names it. Null when its category no longer exists: its page answers 404, so nothing matches.
 */
export async function resolveSearch(
  search: StoredSearch,
  locale: Locale,
  tx: Prisma.TransactionClient = db(),
  now = new Date(),
): Promise<{ filter: CatalogueFilter; conditions: string[] } | null> {
  const params = paramsOfSavedQuery(search.query);
  const select = { id: true, slug: true, nameJa: true, nameEn: true } as const;
  const [bodyType, makers, loadClasses, bodyTypes, transmissions] = await Promise.all([
    search.category ? tx.bodyType.findUnique({ where: { slug: search.category }, select }) : null,
    tx.maker.findMany({ select }),
    tx.loadClass.findMany({ select }),
    tx.bodyType.findMany({ select: { id: true, towsTrailer: true } }),
    tx.transmission.findMany({ select: { id: true, slug: true } }),
  ]);
  if (search.category && !bodyType) return null;
  const master = {
    makers,
    loadClasses,
    bodyTypes,
    transmissionIds: new Map(transmissions.map((row) => [row.slug, row.id])),
  };
  const maker = makers.find((row) => row.slug === params.maker);
  const loadClass = loadClasses.find((row) => row.slug === params.loadClass);
  const { maker: _maker, loadClass: _loadClass, words: _words, sort: _sort, page: _page, ...rest } = params;
  return {
    filter: catalogueFilterOf(search.kind, bodyType, params, master, japanDate(now)),
    conditions: describeSearch(locale, {
      kind: search.kind,
      category: bodyType ? nameIn(locale, bodyType) : undefined,
      maker: maker ? nameIn(locale, maker) : undefined,
      loadClass: loadClass ? nameIn(locale, loadClass) : undefined,
      search: rest,
    }),
  };
}

export type SearchState = "pending" | "confirmed" | "expired" | "unsubscribed";

/**
 * A saved search as its confirm and unsubscribe pages show it: its state, its conditions and its page. Until the
 * address's owner has confirmed it, the search may be a stranger's, so its free words (which could say anything,
 * under the company's name) are left out of both the conditions and the page's link; the conditions say so.
 */
export async function searchForToken(token: string, locale: Locale, now = new Date()) {
  const saved = await db().savedSearch.findUnique({
    where: { token },
    select: { kind: true, category: true, query: true, confirmedAt: true, unsubscribedAt: true, createdAt: true },
  });
  if (!saved) return null;
  const wordsWithheld = !saved.confirmedAt && paramsOfSavedQuery(saved.query).q !== "";
  const search = wordsWithheld ? { ...saved, query: withoutFreeWords(saved.query) } : saved;
  const state: SearchState = search.unsubscribedAt
    ? "unsubscribed"
    : search.confirmedAt
      ? "confirmed"
      : search.createdAt < confirmableSince(now)
        ? "expired"
        : "pending";
  const resolved = await resolveSearch(search, locale);
  return {
    state,
    conditions: [
      ...(resolved?.conditions ?? describeSearch(locale, { kind: search.kind })),
      ...(wordsWithheld ? [describeWithheldWords(locale)] : []),
    ],
    path: savedSearchPath(search),
  };
}

/**
 * A catalogue search offered for alerts on its sign-up page (signUpSearch), with its conditions in words and its
 * results page. Null when the address names no catalogue page, so the sign-up page answers 404.
 */
export async function searchToSignUp(
  kind: string,
  category: string | undefined,
  searchParams: Record<string, string | string[] | undefined>,
  locale: Locale,
) {
  const search = signUpSearch(kind, category, searchParams);
  if (!search) return null;
  const resolved = await resolveSearch(search, locale);
  return resolved && { ...search, conditions: resolved.conditions, path: savedSearchPath(search) };
}

/** The locale a search's pages are in, for the one-click address, which carries none. */
export async function localeOfSearch(token: string): Promise<Locale | null> {
  return (await db().savedSearch.findUnique({ where: { token }, select: { locale: true } }))?.locale ?? null;
}

/** For staff: how many alerts run, and how many wait for their address to be confirmed. */
export async function countAlerts(_staff: StaffSession, now = new Date()) {
  const [active, pending] = await Promise.all([
    db().savedSearch.count({ where: { confirmedAt: { not: null }, unsubscribedAt: null } }),
    db().savedSearch.count({
      where: { confirmedAt: null, unsubscribedAt: null, createdAt: { gte: confirmableSince(now) } },
    }),
  ]);
  return { active, pending };
}
