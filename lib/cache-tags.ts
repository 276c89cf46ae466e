// Cache tags, one per kind of data: every staff write revalidates the tag of what it changed, so public
// pages show it at once. The short lifetime is only a safety net for writes made outside the app.
export const CACHE_TAGS = { vehicles: "vehicles", masterData: "master-data", content: "content" } as const;
export const CACHE_SECONDS = 300;
