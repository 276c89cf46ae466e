"use server";

import { CACHE_TAGS } from "@/lib/cache-tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { blogPostSchema, deletePost, savePost } from "@/lib/admin/blog";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.content];

export const savePostForm = staffAction(
  { event: "admin.blog.save", schema: blogPostSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await savePost(staff, id, values, version)),
);

export const removePost = staffAction(
  { event: "admin.blog.delete", schema: z.object({ id: rowIdField }), expires },
  async ({ id }, staff) => fromChange(await deletePost(staff, id)),
);
