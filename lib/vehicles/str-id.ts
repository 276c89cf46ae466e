import { isSlug, slugOf } from "@/lib/slug";

/** A vehicle's public id is a slug up to 80 characters long (the database checks the same). */
export const STR_ID_MAX_LENGTH = 80;

export function isValidStrId(value: string): boolean {
  return isSlug(value, STR_ID_MAX_LENGTH);
}

// The model's share of the id: the rest (maker, year, number) is short and fixed.
const MODEL_MAX_LENGTH = 30;

/**
 * A new vehicle's public id, as buyers read it in its address: maker, model in Latin letters, year and inquiry
 * number (isuzu-forward-2018-123). A model written in Japanese only gives way to the body (hino-crane-2019-124),
 * which says what the truck is where a bare "truck" would not.
 */
export function vehicleStrId(vehicle: {
  makerSlug: string | null;
  modelNameEn: string;
  bodySlug: string | null;
  modelYear: number | null;
  inquiryNo: number;
}): string {
  return [
    vehicle.makerSlug ?? "vehicle",
    slugOf(vehicle.modelNameEn, MODEL_MAX_LENGTH) || vehicle.bodySlug || "truck",
    vehicle.modelYear ?? "year-unknown",
    vehicle.inquiryNo,
  ].join("-");
}
