"use server";

// A stock vehicle's costs, owners only: the purchase saved and cost lines added or removed, each over the version of
// the vehicle's cost record the owner saw. The wrapper refuses every other role before reading the input. Nothing
// a visitor sees changes, so no cache tag expires.
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField, seenVersionField } from "@/lib/admin/fields";
import { addCostLine as addLine, removeCostLine as removeLine, savePurchase as save } from "@/lib/margins/costs";
import { costLineSchema, purchaseSchema } from "@/lib/margins/form";
import { z } from "@/lib/zod";

const notFound = { ok: false, error: "notFound" } as const;

export const savePurchase = staffAction(
  { event: "admin.costs.purchase", schema: purchaseSchema.safeExtend(recordTarget), permission: "viewMargins" },
  async ({ id, version, ...input }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await save(staff, id, input, version)),
);

export const addCostLine = staffAction(
  { event: "admin.costs.lineAdded", schema: costLineSchema.safeExtend(recordTarget), permission: "viewMargins" },
  async ({ id, version, ...input }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await addLine(staff, id, input, version)),
);

export const removeCostLine = staffAction(
  {
    event: "admin.costs.lineRemoved",
    schema: z.object({ id: rowIdField, version: seenVersionField, line: rowIdField }),
    permission: "viewMargins",
  },
  async ({ id, version, line }, staff) => fromChange(await removeLine(staff, id, line, version)),
);
