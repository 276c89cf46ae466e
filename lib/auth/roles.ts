// What each role may do, in one place: an owner everything; staff the day's work (inventory, content, orders)
// without deleting any record, managing accounts, setting who new requests go to, or seeing what a truck cost and
// earned (仕入価格, 原価, 粗利 and the monthly report, lib/margins). The server checks a
// permission in the action wrapper (lib/actions/server.ts, `permission`) and on the pages that are the owner's;
// the screens hide what a role cannot do with the same function.
import type { StaffRole } from "@/lib/generated/prisma/enums";

export const STAFF_ROLES = ["owner", "staff"] as const satisfies readonly StaffRole[];
export type { StaffRole };

/** What not every role may do. Everything else (reading, creating, editing) every signed-in account may. */
export const PERMISSIONS = ["delete", "manageAccounts", "manageAssignment", "viewMargins"] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: [],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

export function can(staff: { role: StaffRole }, permission: Permission): boolean {
  return GRANTS[staff.role].includes(permission);
}
