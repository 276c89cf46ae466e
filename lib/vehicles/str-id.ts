import { isSlug } from "@/lib/slug";

/** A vehicle's public id is a slug up to 80 characters long (the database checks the same). */
export const STR_ID_MAX_LENGTH = 80;

export function isValidStrId(value: string): boolean {
  return isSlug(value, STR_ID_MAX_LENGTH);
}
