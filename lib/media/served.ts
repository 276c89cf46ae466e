import "server-only";
import { db } from "@/lib/db";
import { isMediaKey } from "./keys";
import { getImage } from "./store";

/** The stored image a /media URL names, or null for a malformed or unknown key. */
export async function servedImage(key: string) {
  return isMediaKey(key) ? getImage(db(), key) : null;
}
