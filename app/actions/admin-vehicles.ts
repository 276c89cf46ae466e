"use server";

import { CACHE_TAGS } from "@/lib/cache-tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { rowIdField } from "@/lib/admin/fields";
import { deleteVehicle, moveVehicle } from "@/lib/admin/inventory";
import { VEHICLE_MOVES } from "@/lib/admin/vehicles";
import { z } from "@/lib/zod";

// Every change to a vehicle expires the cached public pages at once (catalogues, vehicle pages, home).
const expires = [CACHE_TAGS.vehicles];
const seen = { id: rowIdField, version: rowIdField };

export const setVehicleStatus = staffAction(
  { event: "admin.vehicle.status", schema: z.object({ ...seen, move: z.enum(VEHICLE_MOVES) }), expires },
  async ({ id, move, version }, staff) => fromChange(await moveVehicle(staff, id, move, version)),
);

export const removeVehicle = staffAction(
  { event: "admin.vehicle.delete", schema: z.object(seen), expires, permission: "delete" },
  async ({ id, version }, staff) => fromChange(await deleteVehicle(staff, id, version)),
);
