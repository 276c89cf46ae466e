"use server";

import { fromChange, staffAction } from "@/lib/actions/server";
import { rowIdField } from "@/lib/admin/fields";
import { addOrderNote, archiveOrder, changeOrderStatus, setOrderSteps } from "@/lib/admin/order-inbox";
import { ORDER_NOTE_MAX, ORDER_STATUSES } from "@/lib/admin/orders";
import { AUCTION_STEPS } from "@/lib/auction/flow";
import { isIsoDate } from "@/lib/business/calendar";
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";

// Staff actions on a request; a status or archive change is saved only over the version the staff member saw.
const seen = { n: rowIdField, version: rowIdField };

export const setOrderStatus = staffAction(
  { event: "admin.order.status", schema: z.object({ ...seen, status: z.enum(ORDER_STATUSES) }) },
  async ({ n, status, version }, staff) => fromChange(await changeOrderStatus(staff, n, status, version)),
);

export const addNote = staffAction(
  {
    event: "admin.order.note",
    schema: z.object({
      n: rowIdField,
      body: z
        .string()
        .trim()
        .min(1, { error: fieldMessage("required") })
        .max(ORDER_NOTE_MAX, { error: fieldMessage("maxLength", ORDER_NOTE_MAX) }),
    }),
  },
  async ({ n, body }, staff) => fromChange(await addOrderNote(staff, n, body)),
);

// A date field left empty clears the step's day.
const stepDate = z
  .string()
  .refine((value) => value === "" || isIsoDate(value), { error: fieldMessage("invalidFormat") })
  .optional();

export const saveOrderSteps = staffAction(
  {
    event: "admin.order.steps",
    schema: z.object({ n: rowIdField, ...Object.fromEntries(AUCTION_STEPS.map((step) => [step, stepDate])) }),
  },
  async ({ n, ...dates }, staff) => fromChange(await setOrderSteps(staff, n, dates as Record<string, string>)),
);

export const setOrderArchived = staffAction(
  { event: "admin.order.archive", schema: z.object({ ...seen, archived: z.boolean() }) },
  async ({ n, archived, version }, staff) => fromChange(await archiveOrder(staff, n, archived, version)),
);
