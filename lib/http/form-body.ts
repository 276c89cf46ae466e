// What a post to a page may carry. Pages take only forms and server actions, and Next fails with a bare 500 on
// a body it cannot read as either: a form that does not parse, an action's arguments that are not what React
// writes, a body over its limit. The proxy answers those 400 (or 413) before Next reads them.

/** Next's limit for the body of a server action (its default `serverActions.bodySizeLimit`, 1 MB). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** Next fails on an action called with more arguments than this. */
const ACTION_ARGUMENTS_LIMIT = 1000;
/** React reads a reply's values recursively: nesting deeper than any form's keeps it from overflowing its stack. */
const MAX_DEPTH = 32;

export type BodyRefusal = 400 | 413;

/** Why a post to a page is refused before Next reads it, or null to let it in. */
export async function pagePostRefusal(request: Request): Promise<BodyRefusal | null> {
  if (Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_LIMIT_BYTES) return 413;
  const body = new Uint8Array(await request.clone().arrayBuffer());
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return 413;
  const type = request.headers.get("content-type") ?? "";
  const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type);
  const form = isForm
    ? await new Response(body, { headers: { "content-type": type } }).formData().catch(() => null)
    : null;
  if (isForm && !form) return 400;
  if (!request.headers.has("next-action")) return null;
  // Next reads an action's body as a multipart reply only under exactly this type, and any other as the text of one.
  if (type.startsWith("multipart/form-data"))
    return isActionReply((part) => {
      const value = form!.get(part);
      return typeof value === "string" ? value : undefined;
    })
      ? null
      : 400;
  if (!/^text\/plain\b/i.test(type)) return 400;
  const text = new TextDecoder().decode(body);
  return isActionReply((part) => (part === "0" ? text : undefined)) ? null : 400;
}

// A string in a reply that starts with "$" is React's: an escaped "$", a value JSON cannot write, or a reference to
// another part of the reply. The site's actions take forms and plain values; these are all React writes for them.
const INLINE_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d{1,300}$)/;
// A form ("$K1", its fields sent as "1_name"), and a value or promise written once and referred to again.
const FORM_REFERENCE = /^\$K[0-9a-f]+$/;
const PART_REFERENCE = /^\$@?([0-9a-f]+)(?::[^:]+)*$/;

/**
 * Whether a server action's reply (React's encoding of its arguments, in parts named "0", "1", …) is one Next can
 * decode and call the action with: the root part an array of arguments, and every reference naming a part there is.
 */
export function isActionReply(part: (name: string) => string | undefined): boolean {
  const pending = ["0"];
  const seen = new Set(pending);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const value = parsedPart(part(name));
    if (value === undefined) return false;
    if (name === "0" && !(Array.isArray(value) && value.length <= ACTION_ARGUMENTS_LIMIT)) return false;
    const references = partsReferredTo(value);
    if (!references) return false;
    for (const reference of references) {
      if (seen.has(reference)) continue;
      seen.add(reference);
      pending.push(reference);
    }
  }
  return true;
}

function parsedPart(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The names of the parts a value refers to, or null when it holds what the site's actions never take. */
function partsReferredTo(root: unknown): string[] | null {
  const names: string[] = [];
  const pending: [unknown, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (!value.startsWith("$") || INLINE_VALUE.test(value) || FORM_REFERENCE.test(value)) continue;
      const reference = PART_REFERENCE.exec(value);
      if (!reference) return null;
      names.push(String(Number.parseInt(reference[1], 16)));
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_DEPTH) return null;
      for (const item of Object.values(value)) pending.push([item, depth + 1]);
    }
  }
  return names;
}
