"use server";

import { CACHE_TAGS } from "@/lib/cache/tags";
import { fromChange, staffAction } from "@/lib/actions/server";
import { rowIdField } from "@/lib/admin/fields";
import { deleteVehiclePhoto, reorderVehiclePhotos } from "@/lib/admin/photos";
import { z } from "@/lib/zod";

const expires = [CACHE_TAGS.vehicles];

export const reorderPhotos = staffAction(
  {
    event: "admin.photo.reorder",
    schema: z.object({ vehicleId: rowIdField, orderedIds: z.array(rowIdField).max(100) }),
    expires,
  },
  async ({ vehicleId, orderedIds }, staff) => fromChange(await reorderVehiclePhotos(staff, vehicleId, orderedIds)),
);

export const removePhoto = staffAction(
  { event: "admin.photo.delete", schema: z.object({ vehicleId: rowIdField, photoId: rowIdField }), expires },
  async ({ vehicleId, photoId }, staff) => fromChange(await deleteVehiclePhoto(staff, vehicleId, photoId)),
);
