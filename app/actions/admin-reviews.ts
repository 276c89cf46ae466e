"use server";

import { CACHE_TAGS } from "@/lib/cache-tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { deleteReview, reviewSchema, saveReview } from "@/lib/admin/reviews";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.content];

export const saveReviewForm = staffAction(
  { event: "admin.review.save", schema: reviewSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveReview(staff, id, values, version)),
);

export const removeReview = staffAction(
  { event: "admin.review.delete", schema: z.object({ id: rowIdField }), expires },
  async ({ id }, staff) => fromChange(await deleteReview(staff, id)),
);
