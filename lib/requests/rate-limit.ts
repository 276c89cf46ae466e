// A polite brake on floods: each sender (network address and email address, hashed) may send a few
// requests in a short window. Counted in the database inside the transaction that stores the request,
// under a lock per sender, so the limit holds across parallel submissions and app instances. Its functions
// run inside the storing transaction (lib/requests/store.ts, which also clears old hits); this module reads
// nothing of its own. The limits themselves are in ./limits, which the browser and the journeys read too.
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ACKNOWLEDGEMENT_LIMIT, SUBMISSION_LIMIT } from "./limits";

/** Whether one more acknowledgement may go out now; serialised across instances until the transaction ends. */
export async function mayAcknowledge(tx: Prisma.TransactionClient, now: Date): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('acknowledgements'))`;
  const since = new Date(now.getTime() - ACKNOWLEDGEMENT_LIMIT.windowMinutes * 60_000);
  return (
    (await tx.outboxMail.count({ where: { audience: "customer", createdAt: { gt: since } } })) <
    ACKNOWLEDGEMENT_LIMIT.max
  );
}

/** The keys a submission is counted under: its network address and its email address, never stored in clear. */
export function submissionKeys(sender: { address: string | null; email: string }): string[] {
  const hash = (value: string) => createHash("sha256").update(value).digest("hex");
  const keys = [`email:${hash(sender.email.trim().toLowerCase())}`];
  if (sender.address) keys.unshift(`address:${hash(sender.address)}`);
  return keys;
}

export type SlotOutcome = { ok: true } | { ok: false; retryAfterMinutes: number };

/** Counts this submission against every key, or says how long to wait when one of them is used up. */
export async function takeSubmissionSlot(
  tx: Prisma.TransactionClient,
  keys: string[],
  now: Date,
): Promise<SlotOutcome> {
  const windowStart = new Date(now.getTime() - SUBMISSION_LIMIT.windowMinutes * 60_000);
  for (const key of [...keys].sort()) {
    // Serialises submissions of one sender until the transaction ends; different senders do not wait.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    const hits = await tx.submissionHit.findMany({
      where: { key, createdAt: { gt: windowStart } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    });
    if (hits.length >= SUBMISSION_LIMIT.max) {
      const freedAt =
        hits[hits.length - SUBMISSION_LIMIT.max].createdAt.getTime() + SUBMISSION_LIMIT.windowMinutes * 60_000;
      return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)) };
    }
  }
  await tx.submissionHit.createMany({ data: keys.map((key) => ({ key, createdAt: now })) });
  return { ok: true };
}
