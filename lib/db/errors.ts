/** Prisma's "unique constraint failed" (P2002): a row with that key exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}
