"use server";

import { after } from "next/server";
import { fromChange, staffAction } from "@/lib/actions/server";
import { customerMergeSchema, customerNoteSchema, customerSplitSchema, statusLinkSchema } from "@/lib/customers/forms";
import { addCustomerNote, mergeCustomers, splitCustomer } from "@/lib/customers/customers";
import { composeStatusLinkMail, resendStatusLink } from "@/lib/customers/status-link";
import { kickOutbox } from "@/lib/mail/worker";

// Staff correct who a request's customer is, and send a customer their status link again; every account may.
export const mergeCustomer = staffAction(
  { event: "admin.customer.merge", schema: customerMergeSchema },
  async ({ id, version, otherN }, staff) => fromChange(await mergeCustomers(staff, id, version, otherN)),
);

export const splitCustomerRequests = staffAction(
  { event: "admin.customer.split", schema: customerSplitSchema },
  async ({ id, version, ns }, staff) => fromChange(await splitCustomer(staff, id, version, ns)),
);

export const addCustomerNoteAction = staffAction(
  { event: "admin.customer.note", schema: customerNoteSchema },
  async ({ id, body }, staff) => fromChange(await addCustomerNote(staff, id, body)),
);

export const sendStatusLink = staffAction(
  { event: "admin.order.statusLink", schema: statusLinkSchema },
  async ({ n }, staff) => {
    const sent = await resendStatusLink(staff, n, composeStatusLinkMail);
    if (sent.ok) after(() => kickOutbox());
    return fromChange(sent);
  },
);
