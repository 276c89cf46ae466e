"use server";

import { CACHE_TAGS } from "@/lib/cache/tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { failed, fieldMessage, succeeded } from "@/lib/actions/result";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { deleteVehicle, moveVehicle } from "@/lib/admin/inventory";
import { bulkMoveVehicles, duplicateVehicle } from "@/lib/admin/inventory-bulk";
import { BULK_VEHICLE_ACTIONS, BULK_VEHICLES_MAX, pickedIds, VEHICLE_MOVES } from "@/lib/admin/vehicles";
import { vehicleSaleSchema } from "@/lib/admin/vehicle-sale";
import { recordVehicleSale } from "@/lib/admin/vehicle-sales";
import { LISTING_KINDS } from "@/lib/vehicles/listing-kind";
import { z } from "@/lib/zod";

// Every change to a vehicle expires the cached public pages at once (catalogues, vehicle pages, home).
const expires = [CACHE_TAGS.vehicles];
const seen = { id: rowIdField, version: rowIdField };
const kind = z.enum(LISTING_KINDS, { error: fieldMessage("chooseOne") });

export const setVehicleStatus = staffAction(
  { event: "admin.vehicle.status", schema: z.object({ ...seen, move: z.enum(VEHICLE_MOVES) }), expires },
  async ({ id, move, version }, staff) => fromChange(await moveVehicle(staff, id, move, version)),
);

export const removeVehicle = staffAction(
  { event: "admin.vehicle.delete", schema: z.object(seen), expires, permission: "delete" },
  async ({ id, version }, staff) => fromChange(await deleteVehicle(staff, id, version)),
);

/** A draft copy of the vehicle; answers the copy's id for its edit page. */
export const duplicateListing = staffAction(
  { event: "admin.vehicle.duplicate", schema: z.object({ kind, id: rowIdField }), expires },
  async ({ kind, id }, staff) => fromChange(await duplicateVehicle(staff, kind, id)),
);

/** A status action on the rows ticked in the list (their checkboxes are named per row: see pickedIds). */
export const applyBulkVehicleAction = staffAction(
  {
    event: "admin.vehicle.bulk",
    schema: z.preprocess(
      (input) => ({ ...(input as Record<string, unknown>), ids: pickedIds(input as Record<string, unknown>) }),
      z.object({
        kind,
        action: z.enum(BULK_VEHICLE_ACTIONS, { error: fieldMessage("chooseOne") }),
        ids: z.array(z.number()).max(BULK_VEHICLES_MAX, { error: fieldMessage("maxValue", BULK_VEHICLES_MAX) }),
      }),
    ),
    expires,
  },
  async ({ kind, action, ids }, staff) =>
    ids.length === 0 ? failed("bulkNone") : succeeded(await bulkMoveVehicles(staff, kind, ids, action)),
);

/** Marks the vehicle 売約済 with its sale record, or corrects the record of one already sold. */
export const recordSale = staffAction(
  { event: "admin.vehicle.sale", schema: vehicleSaleSchema.safeExtend(recordTarget), expires },
  async ({ id, version, ...sale }, staff) =>
    id === null
      ? fromChange({ ok: false, error: "notFound" } as const)
      : fromChange(await recordVehicleSale(staff, id, sale, version)),
);
