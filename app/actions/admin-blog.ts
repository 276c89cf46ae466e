"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { blogPostSchema, deletePost, savePost, type PostChange } from "@/lib/admin/blog";
import { renderMarkdown } from "@/lib/content/markdown";

export type PostFormState = null | PostChange | { ok: false; error: "invalid"; fieldErrors: Record<string, string> };

export async function savePostForm(target: { id: number | null }, _previous: PostFormState, formData: FormData): Promise<PostFormState> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  const parsed = blogPostSchema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: "invalid", fieldErrors };
  }
  const result = await savePost(db(), await currentStaff(), target.id, parsed.data);
  if (result.ok) updateTag(CACHE_TAGS.content);
  return result;
}

export async function removePost(id: number): Promise<PostChange> {
  if (!(await isSameOriginRequest()) || !Number.isSafeInteger(id)) return { ok: false, error: "unauthorized" };
  const result = await deletePost(db(), await currentStaff(), id);
  if (result.ok) updateTag(CACHE_TAGS.content);
  return result;
}

/** The preview staff see beside the text: the same rendering and sanitising as the public page. */
export async function previewMarkdown(source: string): Promise<string> {
  if (!(await isSameOriginRequest()) || !(await currentStaff()) || typeof source !== "string") return "";
  return renderMarkdown(source.slice(0, 20_000));
}
