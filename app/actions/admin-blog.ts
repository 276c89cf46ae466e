"use server";

import type { FormState } from "@/lib/admin/fields";
import type { StaffFailure } from "@/lib/admin/failures";
import { changeContent, saveContentForm } from "@/lib/admin/content-actions";
import { blogPostSchema, deletePost, savePost, type PostChange } from "@/lib/admin/blog";

export async function savePostForm(target: { id: number | null }, _previous: FormState<PostChange | StaffFailure>, formData: FormData): Promise<FormState<PostChange | StaffFailure>> {
  return saveContentForm(blogPostSchema, savePost, target.id, formData);
}

export async function removePost(id: number): Promise<PostChange | StaffFailure> {
  return changeContent(id, deletePost);
}
