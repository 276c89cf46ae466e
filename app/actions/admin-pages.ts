"use server";

import { CACHE_TAGS } from "@/lib/cache-tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { deleteStaffPage, saveStaffPage, staffPageSchema } from "@/lib/admin/pages";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.content];

export const saveStaffPageForm = staffAction(
  { event: "admin.page.save", schema: staffPageSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveStaffPage(staff, id, values, version)),
);

export const removeStaffPage = staffAction(
  { event: "admin.page.delete", schema: z.object({ id: rowIdField }), expires },
  async ({ id }, staff) => fromChange(await deleteStaffPage(staff, id)),
);
