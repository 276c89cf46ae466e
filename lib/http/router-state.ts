// The router state a client navigation sends (the `next-router-state-tree` header), read as Next reads it. Next
// answers one it cannot read with a bare 500; the front door refuses it with 400 first, so what is accepted here
// must be exactly what Next accepts (its parseAndValidateFlightRouterState and flightRouterStateSchema, 16.x): the
// tests named for it in e2e/next-assumptions.http.spec.ts and next-assumptions.spec.ts fail when an upgrade changes it.

/** Next's limit on the header: about 2,000 segment states. */
export const ROUTER_STATE_MAX_LENGTH = 20 * 2000;

const DYNAMIC_PARAM_TYPES = new Set([
  "c",
  "ci(..)(..)",
  "ci(.)",
  "ci(..)",
  "ci(...)",
  "oc",
  "d",
  "di(..)(..)",
  "di(.)",
  "di(..)",
  "di(...)",
]);
const REFRESH_MARKERS = new Set(["refetch", "inside-shared-layout", "metadata-only"]);

/** Whether Next can read this header: absent, or one URL-encoded JSON router state within its length. */
export function isReadableRouterState(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  if (Array.isArray(header) || header.length > ROUTER_STATE_MAX_LENGTH) return false;
  try {
    return isRouterState(JSON.parse(decodeURIComponent(header)));
  } catch {
    return false;
  }
}

/** [segment, children by slot, url?, refresh marker?, flags?, prefetch hint?], each optional one possibly null. */
function isRouterState(value: unknown): boolean {
  if (!Array.isArray(value) || value.length > 6) return false;
  const [segment, children, url, marker, flags, hint] = value as unknown[];
  return (
    isSegment(segment) &&
    typeof children === "object" &&
    children !== null &&
    Object.values(children).every(isRouterState) &&
    (url == null || (isTuple(url, 2) && url.every((part) => typeof part === "string"))) &&
    (marker == null || REFRESH_MARKERS.has(marker as string)) &&
    (flags == null || (typeof flags === "number" && !Number.isNaN(flags))) &&
    (value.length < 6 || typeof hint === "string")
  );
}

/** A static segment's name, or a dynamic one's [name, cache key, type, static siblings or null]. */
function isSegment(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (!isTuple(value, 4)) return false;
  const [name, key, type, siblings] = value;
  return (
    typeof name === "string" &&
    typeof key === "string" &&
    DYNAMIC_PARAM_TYPES.has(type as string) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every((sibling) => typeof sibling === "string")))
  );
}

function isTuple(value: unknown, length: number): value is unknown[] {
  return Array.isArray(value) && value.length === length;
}
