// What the customer page's forms send. A split names each request it moves by a checkbox of its own
// (`move_<n>`): a plain form post keeps only one value of a repeated name.
import { z } from "@/lib/zod";
import { rowIdField } from "@/lib/admin/fields";
import { parseId } from "@/lib/http/url-values";
import { fieldMessage } from "@/lib/actions/result";
import { readRequestNumber } from "@/lib/requests/request-number";
import { orderNoteSchema } from "@/lib/admin/orders";

const seen = { id: rowIdField, version: rowIdField };

/** Merge the customer of request `otherN` (the number staff read on it, however written) into customer `id`. */
export const customerMergeSchema = z.object({
  ...seen,
  otherN: z.unknown().transform((value, context) => {
    const n = typeof value === "string" ? readRequestNumber(value) : null;
    if (n !== null) return n;
    context.addIssue({ code: "custom", message: fieldMessage("invalidFormat") });
    return z.NEVER;
  }),
});

export const splitField = (n: number) => `move_${n}`;

export const customerSplitSchema = z
  .object(seen)
  .catchall(z.string())
  .transform(({ id, version, ...fields }) => ({
    id: id as number,
    version: version as number,
    ns: Object.keys(fields).flatMap((name) => (name.startsWith("move_") ? (parseId(name.slice(5)) ?? []) : [])),
  }));

export const statusLinkSchema = z.object({ n: rowIdField });

/** A staff note on a customer, written as a request's note is. */
export const customerNoteSchema = z.object({ id: rowIdField, body: orderNoteSchema.shape.body });
