"use server";

import { CACHE_TAGS } from "@/lib/cache/tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { deleteMasterEntry, MASTER_TYPES, saveMasterEntry, type MasterType } from "@/lib/admin/master-data";
import { masterEntrySchema } from "@/lib/admin/form-schemas";
import { z } from "@/lib/zod";

// Master data feeds the catalogue's filters and its search text: every change expires both at once.
const expires = [CACHE_TAGS.masterData, CACHE_TAGS.vehicles];
const masterType = z.enum(Object.keys(MASTER_TYPES) as [MasterType, ...MasterType[]]);

export const saveMasterEntryForm = staffAction(
  { event: "admin.master.save", schema: masterEntrySchema.safeExtend({ ...recordTarget, type: masterType }), expires },
  async ({ id, version, type, ...values }, staff) =>
    fromChange(await saveMasterEntry(staff, type, id, values, version)),
);

export const removeMasterEntry = staffAction(
  {
    event: "admin.master.delete",
    schema: z.object({ type: masterType, id: rowIdField }),
    expires,
    permission: "delete",
  },
  async ({ type, id }, staff) => fromChange(await deleteMasterEntry(staff, type, id)),
);
