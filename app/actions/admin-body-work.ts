"use server";

import { CACHE_TAGS } from "@/lib/cache-tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { bodyWorkSchema, deleteBodyWork, moveBodyWork, saveBodyWork } from "@/lib/admin/body-work";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.content];

export const saveBodyWorkForm = staffAction(
  { event: "admin.bodyWork.save", schema: bodyWorkSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...values }, staff) => fromChange(await saveBodyWork(staff, id, values, version)),
);

export const moveBodyWorkItem = staffAction(
  { event: "admin.bodyWork.move", schema: z.object({ id: rowIdField, direction: z.enum(["up", "down"]) }), expires },
  async ({ id, direction }, staff) => fromChange(await moveBodyWork(staff, id, direction)),
);

export const removeBodyWork = staffAction(
  { event: "admin.bodyWork.delete", schema: z.object({ id: rowIdField }), expires },
  async ({ id }, staff) => fromChange(await deleteBodyWork(staff, id)),
);
