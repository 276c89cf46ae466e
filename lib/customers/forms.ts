// What the customer page's forms send. A split names each request it moves by a checkbox of its own
// (`move_<n>`): a plain form post keeps only one value of a repeated name.
import { z } from "@/lib/zod";
import { rowIdField } from "@/lib/admin/fields";
import { parseId } from "@/lib/http/url-values";

const seen = { id: rowIdField, version: rowIdField };

/** Merge the customer of request `otherN` (the number staff read on it) into customer `id`. */
export const customerMergeSchema = z.object({ ...seen, otherN: rowIdField });

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
