import "server-only";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/staff";
import type { Locale } from "@/lib/i18n/locales";
import { readEntryId } from "./fields";

/**
 * What an admin edit page edits, for signed-in staff only: null on its "new" path, notFound() for a malformed
 * or unknown id. Pages keep it in React's cache, so that their title and their form read it once.
 */
export async function editedEntry<T>(
  locale: string,
  segment: string,
  find: (id: number) => Promise<T | null>,
): Promise<T | null> {
  await requireStaff(locale as Locale);
  const id = readEntryId(segment);
  if (id === "new") return null;
  const entry = id === null ? null : await find(id);
  if (!entry) notFound();
  return entry;
}
