"use server";

import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { addOrderNote, archiveOrder, assignOrder, changeOrderStatus, setOrderSteps } from "@/lib/admin/order-inbox";
import { orderAssignmentSchema } from "@/lib/admin/follow-up";
import { ORDER_STATUSES, orderNoteSchema, orderStepsSchema } from "@/lib/admin/orders";
import { z } from "@/lib/zod";

// Staff actions on a request; a status or archive change is saved only over the version the staff member saw.
const seen = { n: rowIdField, version: rowIdField };

export const setOrderStatus = staffAction(
  { event: "admin.order.status", schema: z.object({ ...seen, status: z.enum(ORDER_STATUSES) }) },
  async ({ n, status, version }, staff) => fromChange(await changeOrderStatus(staff, n, status, version)),
);

export const addNote = staffAction({ event: "admin.order.note", schema: orderNoteSchema }, async ({ n, body }, staff) =>
  fromChange(await addOrderNote(staff, n, body)),
);

export const saveOrderSteps = staffAction(
  { event: "admin.order.steps", schema: orderStepsSchema },
  async ({ n, ...dates }, staff) => fromChange(await setOrderSteps(staff, n, dates as Record<string, string>)),
);

export const setOrderArchived = staffAction(
  { event: "admin.order.archive", schema: z.object({ ...seen, archived: z.boolean() }) },
  async ({ n, archived, version }, staff) => fromChange(await archiveOrder(staff, n, archived, version)),
);

export const saveOrderAssignment = staffAction(
  { event: "admin.order.assign", schema: orderAssignmentSchema.safeExtend(recordTarget) },
  async ({ id, version, assigneeId, followUpOn }, staff) =>
    id === null
      ? fromChange({ ok: false, error: "notFound" } as const)
      : fromChange(await assignOrder(staff, id, { assigneeId, followUpOn: followUpOn || null }, version)),
);
