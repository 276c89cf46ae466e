"use server";

import type { FormState } from "@/lib/admin/fields";
import type { StaffFailure } from "@/lib/admin/failures";
import { changeContent, saveContentForm } from "@/lib/admin/content-actions";
import { deleteReview, reviewSchema, saveReview, type ReviewChange } from "@/lib/admin/reviews";

export async function saveReviewForm(target: { id: number | null }, _previous: FormState<ReviewChange | StaffFailure>, formData: FormData): Promise<FormState<ReviewChange | StaffFailure>> {
  return saveContentForm(reviewSchema, saveReview, target.id, formData);
}

export async function removeReview(id: number): Promise<ReviewChange | StaffFailure> {
  return changeContent(id, deleteReview);
}
