"use server";

// What staff write for the public pages: blog posts, reviews, staff pages and the body work we build. Each is
// saved over the version staff opened and deleted after the confirm dialog; both expire the content cache.
import { CACHE_TAGS } from "@/lib/cache/tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { deletePost, savePost } from "@/lib/admin/blog";
import { deleteReview, saveReview } from "@/lib/admin/reviews";
import { deleteStaffPage, saveStaffPage } from "@/lib/admin/pages";
import { deleteBodyWork, moveBodyWork, saveBodyWork } from "@/lib/admin/body-work";
import { blogPostSchema, bodyWorkSchema, reviewSchema, staffPageSchema } from "@/lib/admin/form-schemas";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.content];
const row = z.object({ id: rowIdField });

export const savePostForm = staffAction(
  { event: "admin.blog.save", schema: blogPostSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await savePost(staff, id, values, version)),
);
export const removePost = staffAction(
  { event: "admin.blog.delete", schema: row, expires, permission: "delete" },
  async ({ id }, staff) => fromChange(await deletePost(staff, id)),
);

export const saveReviewForm = staffAction(
  { event: "admin.review.save", schema: reviewSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveReview(staff, id, values, version)),
);
export const removeReview = staffAction(
  { event: "admin.review.delete", schema: row, expires, permission: "delete" },
  async ({ id }, staff) => fromChange(await deleteReview(staff, id)),
);

export const saveStaffPageForm = staffAction(
  { event: "admin.page.save", schema: staffPageSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveStaffPage(staff, id, values, version)),
);
export const removeStaffPage = staffAction(
  { event: "admin.page.delete", schema: row, expires, permission: "delete" },
  async ({ id }, staff) => fromChange(await deleteStaffPage(staff, id)),
);

export const saveBodyWorkForm = staffAction(
  { event: "admin.bodyWork.save", schema: bodyWorkSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveBodyWork(staff, id, values, version)),
);
export const moveBodyWorkItem = staffAction(
  { event: "admin.bodyWork.move", schema: row.extend({ direction: z.enum(["up", "down"]) }), expires },
  async ({ id, direction }, staff) => fromChange(await moveBodyWork(staff, id, direction)),
);
export const removeBodyWork = staffAction(
  { event: "admin.bodyWork.delete", schema: row, expires, permission: "delete" },
  async ({ id }, staff) => fromChange(await deleteBodyWork(staff, id)),
);
