// Customer reviews staff publish: the text, a photo, its language, how the customer agreed to be named
// (a name or initials, which heads the review) and the vehicle they bought.
import { reviewSchema, type ReviewValues } from "./form-schemas";
import { listSearchWhere } from "./list-search";
import { db } from "@/lib/db";
import type { Review } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { deleteEntry, formTextOf, listPage, saveEntry } from "./entries";

export const ADMIN_REVIEWS_PAGE_SIZE = 30;

export async function listAdminReviews(staff: StaffSession, q: string, page: number) {
  const where = await listSearchWhere("reviews", q);
  return listPage(
    page,
    ADMIN_REVIEWS_PAGE_SIZE,
    () => db().review.count({ where }),
    (window) =>
      db().review.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: {
          id: true,
          language: true,
          text: true,
          customerName: true,
          vehicleBought: true,
          published: true,
          photoKey: true,
        },
      }),
  );
}

export function getReview(staff: StaffSession, id: number) {
  return db().review.findUnique({ where: { id } });
}

/** The review as its form shows it; a new one is in the staff member's language. */
export function reviewFormValues(review: Review | null, locale: Locale): Record<string, string> {
  return review ? formTextOf(review, Object.keys(reviewSchema.shape)) : { language: locale };
}

// A review is known by the customer it quotes.
const history = (staff: StaffSession) => ({
  staff,
  entity: "review" as const,
  labelField: "customerName",
});

export function saveReview(
  staff: StaffSession,
  id: number | null,
  values: ReviewValues,
  seenVersion: number | null = null,
) {
  return saveEntry(
    (tx) => tx.review,
    id,
    seenVersion,
    { ...values, photoKey: values.photoKey || null },
    history(staff),
  );
}

export function deleteReview(staff: StaffSession, id: number) {
  return deleteEntry((tx) => tx.review, id, history(staff));
}
