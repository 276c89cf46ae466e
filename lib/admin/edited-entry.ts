import "server-only";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/staff";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { readEntryId } from "./fields";

/**
 * What an admin edit page edits, for signed-in staff only (the sign-in page otherwise): entry null on its "new"
 * path, notFound() for a malformed or unknown id. With it, the staff session the page's other reads take.
 * Pages keep it in React's cache, so that their title and their form read it once.
 */
export async function editedEntry<T>(
  locale: Locale,
  segment: string,
  find: (staff: StaffSession, id: number) => Promise<T | null>,
): Promise<{ staff: StaffSession; entry: T | null }> {
  const staff = await requireStaff(locale);
  const id = readEntryId(segment);
  if (id === "new") return { staff, entry: null };
  const entry = id === null ? null : await find(staff, id);
  if (!entry) notFound();
  return { staff, entry };
}
