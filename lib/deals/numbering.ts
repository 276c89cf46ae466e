import "server-only";
// Document numbers without gaps, per kind (見積書 Q-000001, Q-000002…), as a tax audit expects of issued documents.
//
// One UPDATE … RETURNING on the kind's counter row takes the same row lock as SELECT … FOR UPDATE followed by an
// UPDATE (the precedent is assignment_rule in lib/requests/assignment.ts). The lock holds until the issuing
// transaction ends: a second issuer waits, then reads the next number; if the issue fails anywhere (a stale page,
// the PDF, the insert), the transaction rolls back and the number with it. PGlite runs its transactions one after
// another anyway.
//
// Not a sequence: nextval is never rolled back, and after a crash a sequence can jump past numbers it had logged
// ahead. Not max(no) + 1: two transactions can read the same maximum, and deleting the last document would let its
// number be issued again. Deals never touch the counter, so deleting one frees no number.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DocumentKind } from "./document-kinds";

/** The next number of `kind`, held by `tx` until it commits or rolls back. */
export async function takeDocumentNumber(tx: Prisma.TransactionClient, kind: DocumentKind): Promise<number> {
  const [row] = await tx.$queryRaw<{ last_no: number }[]>`
    UPDATE document_counters SET last_no = last_no + 1 WHERE kind = ${kind}::"DocumentKind" RETURNING last_no`;
  // The migration writes each kind's row; a kind without one is a migration missing, not a number to invent.
  if (!row) throw new Error(`No document counter for ${kind}`);
  return row.last_no;
}
