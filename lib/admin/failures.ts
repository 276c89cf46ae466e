// The two ways a staff change can fail that are nobody's input: the database is away, or something
// unexpected broke. Both are answered in the form or row the change came from (admin.common messages).

const STAFF_FAILURES = ["serviceDown", "saveFailed"] as const;
export type StaffFailure = { ok: false; error: (typeof STAFF_FAILURES)[number] };

/** Their messages, for a client component that is handed its labels by the page. */
export function staffFailureLabels(t: (key: StaffFailure["error"]) => string): Record<StaffFailure["error"], string> {
  return { serviceDown: t("serviceDown"), saveFailed: t("saveFailed") };
}

export function isStaffFailure(error: unknown): error is StaffFailure["error"] {
  return (STAFF_FAILURES as readonly unknown[]).includes(error);
}
