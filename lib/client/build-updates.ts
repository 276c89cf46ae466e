// An open tab outlives the build it was loaded from: after a deployment its next click may ask for script
// chunks the new server no longer has. The tab notices a new build early (polling /builds/latest.json) and
// recovers from a chunk that fails to load by reloading once, never in a loop.

/** The build these scripts belong to, baked in by next.config.ts. */
export const LOADED_BUILD_ID = process.env.APP_BUILD_ID ?? "";
export const BUILD_INFO_PATH = "/builds/latest.json";
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** Spec §9: a second reload within this time is not attempted. */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = "build-reload-at";

export interface BuildInfo {
  id: string;
  builtAt: string;
}

/** The build the server runs now, or null when it cannot be read (only logged: the page keeps working). */
export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<BuildInfo | null> {
  try {
    const response = await fetcher(BUILD_INFO_PATH, { cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const info = (await response.json()) as Partial<BuildInfo>;
    return typeof info.id === "string" && typeof info.builtAt === "string"
      ? { id: info.id, builtAt: info.builtAt }
      : null;
  } catch (error) {
    console.warn("build check failed", error);
    return null;
  }
}

// What each browser and bundler says when a chunk cannot be loaded.
const CHUNK_FAILURE = new RegExp(
  [
    "ChunkLoadError",
    "Loading (CSS )?chunk [\\w/.-]+ failed",
    "Failed to load chunk",
    "Failed to fetch dynamically imported module",
    "error loading dynamically imported module",
    "Importing a module script failed",
  ].join("|"),
  "i",
);

/** Whether an error means part of the app's code could not be loaded (as after a deployment). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== "object") return typeof reason === "string" && CHUNK_FAILURE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_FAILURE.test(message));
}

export function mayReloadAgain(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** Reloads the page unless it did so less than RELOAD_GUARD_MS ago; says whether it reloads. */
export function reloadOnce(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY));
  if (!mayReloadAgain(Number.isFinite(last) && last > 0 ? last : null, now)) {
    console.warn("reload skipped: the page reloaded moments ago");
    return false;
  }
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
