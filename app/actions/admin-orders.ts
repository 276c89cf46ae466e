"use server";

import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { changeOrderStatus, ORDER_STATUSES, saveStaffNotes, type OrderChange } from "@/lib/admin/orders";
import { guardStaffChange } from "@/lib/admin/staff-change";
import type { StaffFailure } from "@/lib/admin/failures";

// Staff actions on a request. Each checks the session again (lib/admin/orders refuses without one).

export async function setOrderStatus(n: number, status: string, seenUpdatedAt: string): Promise<OrderChange | StaffFailure> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  const next = ORDER_STATUSES.find((s) => s === status);
  if (!next || typeof seenUpdatedAt !== "string") return { ok: false, error: "notAllowed" };
  return guardStaffChange("admin.order.status", async () => changeOrderStatus(db(), await currentStaff(), Number(n), next, seenUpdatedAt));
}

export async function updateStaffNotes(n: number, notes: string, seenUpdatedAt: string): Promise<OrderChange | StaffFailure> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  if (typeof notes !== "string" || typeof seenUpdatedAt !== "string") return { ok: false, error: "notAllowed" };
  return guardStaffChange("admin.order.notes", async () => saveStaffNotes(db(), await currentStaff(), Number(n), notes, seenUpdatedAt));
}
