// The two ways a staff change can fail that are nobody's input: the database is away, or something
// unexpected broke. Both are answered in the form or row the change came from (admin.common messages).

export const STAFF_FAILURES = ["serviceDown", "saveFailed"] as const;
export type StaffFailure = { ok: false; error: (typeof STAFF_FAILURES)[number] };

export function isStaffFailure(error: unknown): error is StaffFailure["error"] {
  return (STAFF_FAILURES as readonly unknown[]).includes(error);
}
