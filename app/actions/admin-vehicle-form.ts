"use server";

import { CACHE_TAGS } from "@/lib/cache/tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget } from "@/lib/admin/fields";
import { vehicleEditSchema } from "@/lib/admin/vehicle-form";
import { createVehicle, updateVehicle } from "@/lib/admin/vehicle-save";

/** Creates (no id) or saves a vehicle; refused over a newer save. */
export const saveVehicleForm = staffAction(
  { event: "admin.vehicle.save", schema: vehicleEditSchema.safeExtend(recordTarget), expires: [CACHE_TAGS.vehicles] },
  async ({ id, version, priceConfirmed: _confirmed, ...values }, staff) =>
    fromChange(
      id === null ? await createVehicle(staff, values.kind, values) : await updateVehicle(staff, id, values, version),
    ),
);
