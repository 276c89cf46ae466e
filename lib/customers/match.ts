// The rule that makes requests one customer, applied inside the transaction that stores a request: it joins the
// customer of the latest request with the same phone key or the same email key, else a new customer is made.
// "Latest" is what keeps staff's corrections: after a split, the next request from that phone goes to whichever
// customer the person's most recent request now belongs to, and a merge is kept because every earlier request
// already points at one customer. When the phone and the email lead to two different customers, the request still
// joins one of them (the latest match's) and the history names the other, for staff to merge if it is one person:
// joining them silently would undo a split staff made on purpose.
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordRuleChange } from "@/lib/requests/rule-history";

type Tx = Prisma.TransactionClient;
type Keys = { phoneKey: string; emailKey: string };

/** The customer a new request with these keys joins, and the other customers its keys also lead to. */
export async function customerForNewRequest(
  tx: Tx,
  keys: Keys,
  now: Date,
): Promise<{ customerId: number; alsoMatches: number[] }> {
  const named = [keys.phoneKey && `phone:${keys.phoneKey}`, keys.emailKey && `email:${keys.emailKey}`].filter(Boolean);
  // Two requests from a new customer stored at the same moment would each make a customer: they take turns.
  for (const key of named.sort()) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
  const matches = [
    ...(keys.phoneKey ? [{ phoneKey: keys.phoneKey }] : []),
    ...(keys.emailKey ? [{ emailKey: keys.emailKey }] : []),
  ];
  const earlier =
    matches.length === 0
      ? []
      : await tx.order.findMany({
          where: { customerId: { not: null }, OR: matches },
          orderBy: [{ createdAt: "desc" }, { n: "desc" }],
          select: { customerId: true },
        });
  const customers = [...new Set(earlier.map((order) => order.customerId!))];
  if (customers.length === 0) {
    const created = await tx.customer.create({ data: { createdAt: now }, select: { id: true } });
    return { customerId: created.id, alsoMatches: [] };
  }
  return { customerId: customers[0], alsoMatches: customers.slice(1) };
}

/** Names, in request `n`'s history, the customers its keys led to besides the one it joined: staff decide. */
export async function recordSeveralMatches(
  tx: Tx,
  n: number,
  matched: { customerId: number; alsoMatches: number[] },
  now: Date,
): Promise<void> {
  await recordRuleChange(
    tx,
    n,
    "customerMatchedSeveral",
    { customer: [null, matched.customerId], otherCustomers: [null, matched.alsoMatches] },
    now,
  );
}
