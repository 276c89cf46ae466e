// A vehicle named outside the database, by what its URL shows: its catalogue and public id ("sale:isuzu-elf-123").
// Favourites, the recently viewed and the comparison keep and share vehicles by these keys, in the browser
// and in addresses (/favorites?ids=sale:a,sale:b), so a key is checked wherever one is read.
import { isListingKind, type ListingKind } from "./listing-kind";
import { isValidStrId } from "./str-id";

export interface VehicleKey {
  kind: ListingKind;
  strId: string;
}

/** The most vehicles one list names: what a visitor may keep as favourites, and what the server looks up at once. */
export const KEPT_VEHICLES_MAX = 50;
/** The most vehicles compared side by side: four columns still fit a computer's screen. */
export const COMPARE_MAX = 4;
/**
 * The most vehicles one request names (一括問い合わせ): more than a buyer's fleet purchase usually weighs at once,
 * few enough that staff can answer each in one call.
 */
export const BULK_INQUIRY_MAX = 10;

const SEPARATOR = ":";

export function sameVehicle(a: VehicleKey, b: VehicleKey): boolean {
  return a.kind === b.kind && a.strId === b.strId;
}

/** A key as it is written in an address: sale:isuzu-elf-123. */
export function vehicleKeyText({ kind, strId }: VehicleKey): string {
  return `${kind}${SEPARATOR}${strId}`;
}

export function parseVehicleKey(text: string): VehicleKey | null {
  const [kind, strId, ...rest] = text.trim().split(SEPARATOR);
  if (rest.length > 0 || !kind || !strId || !isListingKind(kind) || !isValidStrId(strId)) return null;
  return { kind, strId };
}

/** Whether a stored value is a well-formed key (what another tab or an old version stored may not be). */
export function isVehicleKey(value: unknown): value is VehicleKey {
  if (!value || typeof value !== "object") return false;
  const { kind, strId } = value as Record<string, unknown>;
  return typeof kind === "string" && typeof strId === "string" && isListingKind(kind) && isValidStrId(strId);
}

/** Keys in their order, each once. */
export function distinctKeys(keys: readonly VehicleKey[]): VehicleKey[] {
  return keys.filter((key, index) => keys.findIndex((other) => sameVehicle(key, other)) === index);
}

/** The `ids` parameter of a shared list: keys separated by commas. */
export function idsParam(keys: readonly VehicleKey[]): string {
  return keys.map(vehicleKeyText).join(",");
}

/** A path with the vehicles in its `ids` parameter (/favorites?ids=sale:a,sale:b), and any other parameters. */
export function withIds(path: string, keys: readonly VehicleKey[], query: Record<string, string> = {}): string {
  const rest = Object.entries(query).map(([name, value]) => `&${name}=${encodeURIComponent(value)}`);
  return `${path}?ids=${idsParam(keys)}${rest.join("")}`;
}

/**
 * The vehicles an `ids` parameter names, each once and in its order, the malformed ones left out, at most `max`;
 * `more` says some were left out beyond it.
 */
export function parseIdsParam(
  value: string | string[] | undefined | null,
  max: number,
): { keys: VehicleKey[]; more: boolean } {
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  const keys = distinctKeys(
    text
      .split(",")
      .map(parseVehicleKey)
      .filter((key): key is VehicleKey => key !== null),
  );
  return { keys: keys.slice(0, max), more: keys.length > max };
}
