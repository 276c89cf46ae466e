import "server-only";
import { updateTag } from "next/cache";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { currentStaff } from "@/lib/auth/staff";
import type { StaffSession } from "@/lib/auth/sessions";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { invalidForm, isEntryId, type FormState } from "./fields";
import { guardStaffChange } from "./staff-change";
import type { StaffFailure } from "./failures";

// The server-action side of every staff content form (blog, reviews, pages, body manufacturing): the
// request must come from our own pages, the input passes the same schema as the form, the change needs a
// staff session, and a change expires the public content pages at once.

type Change = { ok: true; id: number } | { ok: false; error: "unauthorized" | string };

function published<C extends Change | StaffFailure>(result: C): C {
  if (result.ok) updateTag(CACHE_TAGS.content);
  return result;
}

export async function saveContentForm<S extends z.ZodType, C extends Change>(
  schema: S,
  save: (db: PrismaClient, staff: StaffSession | null, id: number | null, values: z.output<S>) => Promise<C>,
  id: number | null,
  formData: FormData,
): Promise<FormState<C | StaffFailure | { ok: false; error: "unauthorized" }>> {
  // The id comes back from the browser with the bound action: only null (new) or a real id is taken.
  if (!(await isSameOriginRequest()) || (id !== null && !isEntryId(id))) return { ok: false, error: "unauthorized" };
  const parsed = schema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) return invalidForm(parsed.error);
  return published(await guardStaffChange("admin.content.save", async () => save(db(), await currentStaff(), id, parsed.data)));
}

export async function changeContent<C extends Change>(id: number, change: (db: PrismaClient, staff: StaffSession | null, id: number) => Promise<C>): Promise<C | StaffFailure | { ok: false; error: "unauthorized" }> {
  if (!(await isSameOriginRequest()) || !isEntryId(id)) return { ok: false, error: "unauthorized" };
  return published(await guardStaffChange("admin.content.change", async () => change(db(), await currentStaff(), id)));
}
