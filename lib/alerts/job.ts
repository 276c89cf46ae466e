// The alert job: each confirmed, running search that has not been mailed for a day is looked at once; the
// trucks its catalogue page would show (the catalogue's own query) that were published since it was last
// looked at are mailed, the first few listed, and the search moves on, so a truck is never mailed twice to it.
// Every instance runs the job; a search is claimed with FOR UPDATE SKIP LOCKED, and the row is mailed and moved
// on in the same transaction, so two instances at once never mail it twice.
import { processDb as db } from "@/lib/db/process";
import { catalogueOrder, catalogueWhere } from "@/lib/catalogue/query";
import { vehicleName } from "@/lib/vehicles/name";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { LISTED } from "@/lib/vehicles/status";
import { composeAlertMail } from "./mails";
import { ALERT_RULES, lastSentBefore } from "./rules";
import { savedSearchUrl } from "./search";
import { alertLinks, resolveSearch } from "./store";

export interface AlertReport {
  /** Searches looked at in this run. */
  checked: number;
  /** Of them, those mailed. */
  mailed: number;
}

/** Runs the job once over every due search. `origin` is the site's (SITE_URL): every link in the mails names it. */
export async function sendSearchAlerts(origin: string, now = new Date()): Promise<AlertReport> {
  const report: AlertReport = { checked: 0, mailed: 0 };
  // Columns hold UTC wall-clock time (Prisma's convention), so times are compared in UTC.
  const dueBefore = lastSentBefore(now).toISOString();
  let after = 0;
  for (;;) {
    const outcome = await db().$transaction(async (tx) => {
      // The conditions are checked again on the row as it is when locked: one another instance has just
      // mailed is no longer due.
      const [claimed] = await tx.$queryRaw<{ id: number }[]>`
        SELECT id
          FROM saved_searches
         WHERE id > ${after}
           AND confirmed_at IS NOT NULL
           AND unsubscribed_at IS NULL
           AND (last_sent_at IS NULL OR last_sent_at <= (${dueBefore}::timestamptz AT TIME ZONE 'UTC'))
         ORDER BY id
         LIMIT 1
           FOR UPDATE SKIP LOCKED`;
      if (!claimed) return null;
      const search = await tx.savedSearch.findUniqueOrThrow({ where: { id: claimed.id } });
      // Every query runs in this transaction: on the embedded database another connection would wait for it.
      const resolved = await resolveSearch(search, search.locale, tx);
      const where = resolved && {
        AND: [catalogueWhere(resolved.filter), LISTED, { publishedAt: { gt: search.checkedUntil, lte: now } }],
      };
      const [total, vehicles] = where
        ? await Promise.all([
            tx.vehicle.count({ where }),
            tx.vehicle.findMany({
              where,
              orderBy: catalogueOrder("newest"),
              take: ALERT_RULES.listedPerMail,
              select: {
                kind: true,
                strId: true,
                nameJa: true,
                nameEn: true,
                modelNameEn: true,
                maker: { select: { nameEn: true } },
                priceTotalYen: true,
              },
            }),
          ])
        : [0, []];
      if (resolved && total > 0) {
        const links = alertLinks(origin, search.locale, search.token);
        const mail = composeAlertMail(search.locale, {
          email: search.email,
          conditions: resolved.conditions,
          vehicles: vehicles.map((vehicle) => ({
            kind: vehicle.kind,
            name: vehicleName(search.locale, vehicle),
            priceTotalYen: vehicle.priceTotalYen,
            url: `${origin}${localizePath(search.locale, routes.vehicle(vehicle.kind, vehicle.strId))}`,
          })),
          total,
          searchUrl: savedSearchUrl(origin, search.locale, search),
          unsubscribeUrl: links.unsubscribe,
          siteUrl: links.site,
        });
        await tx.outboxMail.create({
          data: {
            ...mail,
            unsubscribeUrl: links.oneClick,
            audience: "subscriber",
            kind: "searchAlert",
            locale: search.locale,
          },
        });
      }
      await tx.savedSearch.update({
        where: { id: search.id },
        data: { checkedUntil: now, ...(total > 0 && { lastSentAt: now }) },
      });
      return { id: search.id, mailed: total > 0 };
    });
    if (!outcome) return report;
    after = outcome.id;
    report.checked++;
    if (outcome.mailed) report.mailed++;
  }
}
