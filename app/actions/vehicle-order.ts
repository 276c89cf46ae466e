"use server";

import { db } from "@/lib/db";
import { isLocale } from "@/lib/i18n/locales";
import { isSameOriginRequest } from "@/lib/http/origin";
import { createVehicleOrder } from "@/lib/requests/orders";
import { firstErrors, vehicleOrderSchema, type ActionState } from "@/lib/requests/schema";
import { isValidStrId } from "@/lib/vehicles/str-id";

export type VehicleOrderState = ActionState<{ n: number }> | null;

/** Validates again on the server (never trusting the browser) and stores the order; never throws at a visitor. */
export async function submitVehicleOrder(target: { kind: "sale" | "purchase"; strId: string; locale: string }, _previous: VehicleOrderState, formData: FormData): Promise<VehicleOrderState> {
  if (!(await isSameOriginRequest()) || !isValidStrId(target.strId) || !isLocale(target.locale) || (target.kind !== "sale" && target.kind !== "purchase")) {
    return { ok: false, fieldErrors: {}, formError: "formError" };
  }
  const parsed = vehicleOrderSchema.safeParse(Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return { ok: false, fieldErrors: firstErrors(parsed.error) };
  try {
    const outcome = await createVehicleOrder(db(), target.kind, target.strId, target.locale, parsed.data);
    if (outcome.status === "unavailable") return { ok: false, fieldErrors: {}, formError: "unavailable" };
    return { ok: true, value: { n: outcome.n } };
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "order.store", strId: target.strId, message: error instanceof Error ? error.message : String(error) }));
    return { ok: false, fieldErrors: {}, formError: "formError" };
  }
}
