// Which vehicles the public sees, by status. Listed ones (published, and 商談中 while a buyer negotiates) are in
// the catalogue, the sitemap and open to requests. A sold one keeps its page (marked sold, so a shared link
// still shows what it was) and stays in the catalogue, marked 売約済, for SOLD_SHOWN_DAYS. A draft has no page
// yet; an archived one is no longer listed.
import type { Prisma, VehicleStatus } from "@/lib/generated/prisma/client";

export const LISTED_STATUSES = ["published", "reserved"] as const satisfies readonly VehicleStatus[];
export const PUBLIC_PAGE_STATUSES = [...LISTED_STATUSES, "sold"] as const satisfies readonly VehicleStatus[];
export const SOLD_SHOWN_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export function hasPublicPage(status: VehicleStatus): boolean {
  return (PUBLIC_PAGE_STATUSES as readonly VehicleStatus[]).includes(status);
}

/** The vehicles that are listed: in the catalogue and open to requests. */
export const LISTED: Prisma.VehicleWhereInput = { status: { in: [...LISTED_STATUSES] } };

/**
 * The moment from which a sale still shows in the catalogue, given today in Japan (YYYY-MM-DD): midnight in
 * Japan SOLD_SHOWN_DAYS ago. Whole days, so the catalogue's cached results change once a day, not per request.
 */
export function soldShownSince(today: string): Date {
  return new Date(Date.parse(`${today}T00:00:00+09:00`) - SOLD_SHOWN_DAYS * DAY_MS);
}

/** What the catalogue shows: the listed vehicles and those sold since `soldSince`. */
export function catalogueStatusWhere(soldSince: Date): Prisma.VehicleWhereInput {
  return { OR: [LISTED, { status: "sold", soldAt: { gte: soldSince } }] };
}

/**
 * The dates a change of status sets: publishedAt the first time the vehicle gets a public page (and never
 * again, so 新着 means new), soldAt when it is marked sold, cleared when it leaves sold.
 */
export function statusDates(
  current: { status: VehicleStatus; publishedAt: Date | null } | null,
  next: VehicleStatus,
  now: Date,
): { publishedAt?: Date; soldAt?: Date | null } {
  return {
    ...(hasPublicPage(next) && !current?.publishedAt && { publishedAt: now }),
    ...(next === "sold" && current?.status !== "sold" && { soldAt: now }),
    ...(next !== "sold" && current?.status === "sold" && { soldAt: null }),
  };
}
