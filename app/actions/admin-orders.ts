"use server";

import { fromChange, staffAction } from "@/lib/actions/server";
import { rowIdField } from "@/lib/admin/fields";
import { archiveOrder, changeOrderStatus, saveStaffNotes } from "@/lib/admin/order-inbox";
import { ORDER_STATUSES, STAFF_NOTES_MAX } from "@/lib/admin/orders";
import { z } from "@/lib/zod";

// Staff actions on a request, each saved only over the updated-at the staff member saw.
const seen = { n: rowIdField, seenUpdatedAt: z.iso.datetime() };

export const setOrderStatus = staffAction(
  { event: "admin.order.status", schema: z.object({ ...seen, status: z.enum(ORDER_STATUSES) }) },
  async ({ n, status, seenUpdatedAt }, staff) => fromChange(await changeOrderStatus(staff, n, status, seenUpdatedAt)),
);

export const updateStaffNotes = staffAction(
  {
    event: "admin.order.notes",
    schema: z.object({ ...seen, notes: z.string().max(STAFF_NOTES_MAX, { error: `maxLength:${STAFF_NOTES_MAX}` }) }),
  },
  async ({ n, notes, seenUpdatedAt }, staff) => fromChange(await saveStaffNotes(staff, n, notes, seenUpdatedAt)),
);

export const setOrderArchived = staffAction(
  { event: "admin.order.archive", schema: z.object({ ...seen, archived: z.boolean() }) },
  async ({ n, archived, seenUpdatedAt }, staff) => fromChange(await archiveOrder(staff, n, archived, seenUpdatedAt)),
);
