// Customer reviews staff publish: the text, a photo, its language, how the customer agreed to be named
// (a name or initials, which heads the review) and the vehicle they bought.
import { z } from "@/lib/zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import {
  checkboxField,
  containsAny,
  languageField,
  lineField,
  pageCountOf,
  photoKeyField,
  proseField,
  STAFF_TEXT_LIMITS,
} from "./fields";

export const ADMIN_REVIEWS_PAGE_SIZE = 30;

export const reviewSchema = z.object({
  text: proseField(4000),
  customerName: lineField(STAFF_TEXT_LIMITS.customerName),
  vehicleBought: lineField(STAFF_TEXT_LIMITS.vehicleBought, { optional: true }),
  language: languageField,
  published: checkboxField,
  photoKey: photoKeyField,
});
export type ReviewValues = z.output<typeof reviewSchema>;

export type ReviewChange = VersionedSave | { ok: false; error: "unauthorized" };

export async function listAdminReviews(db: PrismaClient, q: string, page: number) {
  const where = containsAny(["customerName", "vehicleBought", "text"], q);
  const [total, reviews] = await Promise.all([
    db.review.count({ where }),
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      take: ADMIN_REVIEWS_PAGE_SIZE,
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
  ]);
  return { total, reviews, pageCount: pageCountOf(total, ADMIN_REVIEWS_PAGE_SIZE) };
}

export async function saveReview(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number | null,
  values: ReviewValues,
  seenVersion: number | null = null,
): Promise<ReviewChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const data = { ...values, photoKey: values.photoKey || null };
  if (id === null) return { ok: true, ...(await db.review.create({ data, select: { id: true, version: true } })) };
  return updateSeenVersion(db.review, id, seenVersion, data);
}

export async function deleteReview(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
): Promise<{ ok: true; id: number } | { ok: false; error: "unauthorized" | "notFound" }> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { count } = await db.review.deleteMany({ where: { id } });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}
