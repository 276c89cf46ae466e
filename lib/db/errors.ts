/** Prisma's "unique constraint failed" (P2002): a row with that key exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

/** What `change` answers, or `refusal` when a unique key refused it (a slug or a link already taken). */
export async function unlessTaken<T, R>(refusal: R, change: () => Promise<T>): Promise<T | R> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) return refusal;
    throw error;
  }
}
