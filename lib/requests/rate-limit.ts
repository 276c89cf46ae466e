// A polite brake on floods, and budgets for what the site mails to addresses nobody has verified. Each is
// counted in the database inside the transaction that stores the request or the saved search, under a lock per
// key, so the limits hold across parallel submissions and app instances. Its functions run inside the caller's
// transaction (lib/requests/store.ts, lib/alerts/store.ts; the first also clears old hits). The numbers are in
// ./limits, which the browser and the journeys read too.
//
// Who is refused and what is mailed are counted apart. A sender is refused by their network address, which they
// control; the address they type may be anyone's, so it refuses nobody: a stranger who saves searches for
// customer@ cannot make customer@'s own request wait. What is mailed to a typed address has budgets of its own
// (UNVERIFIED_MAIL_LIMITS); past them only that mail is left out.
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { senderNetwork } from "@/lib/http/client-network";
import { SUBMISSION_LIMIT, UNVERIFIED_MAIL_LIMITS } from "./limits";
import { REQUEST_PHOTO_LIMITS } from "./photo-rules";

type Limit = { readonly max: number; readonly windowMinutes: number };

/** The kinds of mail that go to an address nobody has verified. */
export type UnverifiedMailKind = keyof typeof UNVERIFIED_MAIL_LIMITS;

const MINUTE_MS = 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The key a submission is counted under: its sender's network (senderNetwork), never stored in clear. Requests whose
 * address is unknown (none should be: the front door hands every request its socket) are counted together under
 * one key, so what cannot be told apart is not let through unlimited.
 */
export function senderKey(address: string | null): string {
  return `address:${sha256(address === null ? "unknown" : senderNetwork(address))}`;
}

/** The key a mail to a typed address is counted under: its kind and the address (in any case), hashed. */
export function recipientKey(kind: UnverifiedMailKind, address: string): string {
  return `mail:${kind}:${sha256(address.trim().toLowerCase())}`;
}

/** Holds `key` until the transaction ends: transactions of one key take turns, others do not wait. */
export async function lockKey(tx: Prisma.TransactionClient, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

export type SlotOutcome = { ok: true } | { ok: false; retryAfterMinutes: number };

/** Whether `key` has room under `limit` now, or how long until it has; holds the key until the transaction ends. */
async function roomUnder(tx: Prisma.TransactionClient, key: string, limit: Limit, now: Date): Promise<SlotOutcome> {
  await lockKey(tx, key);
  const hits = await tx.submissionHit.findMany({
    where: { key, createdAt: { gt: new Date(now.getTime() - limit.windowMinutes * MINUTE_MS) } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  if (hits.length < limit.max) return { ok: true };
  const freedAt = hits[hits.length - limit.max].createdAt.getTime() + limit.windowMinutes * MINUTE_MS;
  return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / MINUTE_MS)) };
}

/** Counts one more under `key`, or says how long until `limit` has room again. */
async function takeSlot(tx: Prisma.TransactionClient, key: string, limit: Limit, now: Date): Promise<SlotOutcome> {
  const room = await roomUnder(tx, key, limit, now);
  if (room.ok) await tx.submissionHit.create({ data: { key, createdAt: now } });
  return room;
}

/**
 * A photo decoded is counted twice: for its request, so that a stranger holding one token cannot keep the server
 * decoding, and for its sender's address (a key from senderKey), so that one address cannot either with many.
 */
function photoDecodeBudgets(n: number, sender: string): [string, Limit][] {
  return [
    [`photos:${n}`, REQUEST_PHOTO_LIMITS.decodes],
    [`photos:${sender}`, REQUEST_PHOTO_LIMITS.decodesPerSender],
  ];
}

/** Whether one more photo may be decoded for request `n` from `sender` now, without counting it. */
export async function photoDecodeRoom(
  tx: Prisma.TransactionClient,
  n: number,
  sender: string,
  now: Date,
): Promise<SlotOutcome> {
  for (const [key, limit] of photoDecodeBudgets(n, sender)) {
    const room = await roomUnder(tx, key, limit, now);
    if (!room.ok) return room;
  }
  return { ok: true };
}

/** Counts one photo decoded for request `n` from `sender` against both budgets, or says how long to wait. */
export async function takePhotoDecodeSlot(
  tx: Prisma.TransactionClient,
  n: number,
  sender: string,
  now: Date,
): Promise<SlotOutcome> {
  const room = await photoDecodeRoom(tx, n, sender, now);
  if (room.ok)
    for (const [key] of photoDecodeBudgets(n, sender)) await tx.submissionHit.create({ data: { key, createdAt: now } });
  return room;
}

/** Counts a submission against its sender's limit (a key from senderKey), or says how long to wait. */
export function takeSubmissionSlot(tx: Prisma.TransactionClient, sender: string, now: Date): Promise<SlotOutcome> {
  return takeSlot(tx, sender, SUBMISSION_LIMIT, now);
}

export type MailBudgetOutcome = { ok: true } | { ok: false; spent: "siteWide" | "perAddress" };

/**
 * Whether one more mail of `kind` may go to `address` now, and if so counts it against the address; the caller
 * then queues it in the same transaction (the site-wide budget counts the outbox itself). Transactions mailing
 * one kind take turns until they end, across instances.
 */
export async function mayMailUnverified(
  tx: Prisma.TransactionClient,
  kind: UnverifiedMailKind,
  address: string,
  now: Date,
): Promise<MailBudgetOutcome> {
  const { siteWide, perAddress } = UNVERIFIED_MAIL_LIMITS[kind];
  await lockKey(tx, `mail:${kind}`);
  const since = new Date(now.getTime() - siteWide.windowMinutes * MINUTE_MS);
  if ((await tx.outboxMail.count({ where: { kind, createdAt: { gt: since } } })) >= siteWide.max)
    return { ok: false, spent: "siteWide" };
  return (await takeSlot(tx, recipientKey(kind, address), perAddress, now)).ok
    ? { ok: true }
    : { ok: false, spent: "perAddress" };
}

/** Hits older than this count for nothing under any limit. */
export function forgettableBefore(now: Date): Date {
  const windows = [
    SUBMISSION_LIMIT.windowMinutes,
    REQUEST_PHOTO_LIMITS.decodes.windowMinutes,
    REQUEST_PHOTO_LIMITS.decodesPerSender.windowMinutes,
    ...Object.values(UNVERIFIED_MAIL_LIMITS).map((limits) => limits.perAddress.windowMinutes),
  ];
  return new Date(now.getTime() - Math.max(...windows) * MINUTE_MS);
}
