// Next.js's cache handler on Redis (next.config.ts sets it when REDIS_URL is set): every app instance reads
// one cache, and a tag one instance expires is expired for all, so a price staff save on instance A is the
// price instance B shows next. Plain JavaScript because Next imports this file at run time, outside its bundles.
//
// Times come from Redis's clock (TIME inside each script), never from an instance's, so instances whose
// clocks disagree still agree on what is older than an expiry. An entry is dated from the miss that led to
// it, not from when it was stored: a save that lands while an instance is still reading the old rows then
// expires the entry that instance is about to store.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";

const COMMAND_TIMEOUT_MS = 1_000;
const MAX_ENTRY_SECONDS = 24 * 60 * 60;
const MAX_PENDING_MISSES = 10_000;

/** A script is sent once per connection and then called by its hash: reads are the hot path. */
function script(text) {
  return { text, sha: createHash("sha1").update(text).digest("hex") };
}

async function run(client, { text, sha }, options) {
  try {
    return await client.evalSha(sha, options);
  } catch (error) {
    if (!String(error?.message).startsWith("NOSCRIPT")) throw error;
    return client.eval(text, options);
  }
}

// Microseconds: a save and a read in the same millisecond are still told apart.
// Stored through string.format: Lua would write such a number in 14 significant digits.
const NOW_US =
  "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000000 + tonumber(t[2]) local function us(n) return " +
  "string.format('%.0f', n) end";

// KEYS: entry, expired-at per tag, stale-since per tag. ARGV: the tags the caller knows for the entry.
// Returns {now} for a miss, {now, modified, value, stale} for a hit.
const GET_SCRIPT = script(`${NOW_US}
local entry = redis.call('HMGET', KEYS[1], 'modified', 'value', 'tags')
if not entry[2] then return {now} end
local modified = tonumber(entry[1])
local seen, tags = {}, {}
local function add(tag) if not seen[tag] then seen[tag] = true tags[#tags + 1] = tag end end
for i = 1, #ARGV do add(ARGV[i]) end
for tag in string.gmatch(entry[3] or '', '[^,]+') do add(tag) end
if #tags == 0 then return {now, entry[1], entry[2], 0} end
local expired = redis.call('HMGET', KEYS[2], unpack(tags))
local since = redis.call('HMGET', KEYS[3], unpack(tags))
local stale = 0
for i = 1, #tags do
  local at = tonumber(expired[i])
  if at and at <= now and at >= modified then return {now} end
  local from = tonumber(since[i])
  if from and from >= modified then stale = 1 end
end
return {now, entry[1], entry[2], stale}`);

// KEYS: entry. ARGV: value, tags joined by commas, lifetime in seconds, time of the miss ('' if unknown).
const SET_SCRIPT = script(`${NOW_US}
local modified = tonumber(ARGV[4]) or now
redis.call('HSET', KEYS[1], 'modified', us(modified), 'value', ARGV[1], 'tags', ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return modified`);

// KEYS: expired-at per tag, stale-since per tag, the page generation per tag. ARGV: seconds until expiry ('' = now,
// 'none' = stale only), tags. Each tag's expiry moves its generation on: the rendered pages that show it
// (lib/http/page-cache.ts) go.
const REVALIDATE_SCRIPT = script(`${NOW_US}
for i = 2, #ARGV do
  redis.call('HINCRBY', KEYS[3], ARGV[i], 1)
  if ARGV[1] == '' then
    redis.call('HSET', KEYS[1], ARGV[i], us(now))
  else
    redis.call('HSET', KEYS[2], ARGV[i], us(now))
    if ARGV[1] ~= 'none' then redis.call('HSET', KEYS[1], ARGV[i], us(now + tonumber(ARGV[1]) * 1000000)) end
  end
end
return now`);

/** Cache values hold Buffers and Maps (page payloads); JSON keeps them with a marker. */
export function serializeValue(value) {
  return JSON.stringify(value, function replace(key, current) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString("base64") };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return current;
  });
}

export function deserializeValue(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object") {
      if (typeof value.$buffer === "string") return Buffer.from(value.$buffer, "base64");
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** How long Redis keeps an entry: twice its revalidation time, so a stale copy can be served while it renews. */
export function entryLifetimeSeconds(ctx) {
  const revalidate = ctx?.revalidate ?? ctx?.cacheControl?.revalidate;
  if (typeof revalidate !== "number" || revalidate <= 0) return MAX_ENTRY_SECONDS;
  return Math.min(MAX_ENTRY_SECONDS, Math.max(60, Math.ceil(revalidate * 2)));
}

/** The tags an entry is known by: fetch-cache entries get them from the caller, pages from their headers. */
export function entryTags(data, ctx) {
  const fromHeaders = data?.headers?.["x-next-cache-tags"];
  const tags = [...(ctx?.tags ?? []), ...(typeof fromHeaders === "string" ? fromHeaders.split(",") : [])];
  return [...new Set(tags.filter(Boolean))];
}

/**
 * Keys are per database (two sites on one Redis never share), entries also per build (a rolling deploy
 * never reads the other build's shapes), tags only per database, so a save on an instance still running
 * the previous build expires the new build's entries too.
 */
export function keyspace({ prefix = "truck-site", databaseUrl, buildId }) {
  const database = createHash("sha256")
    .update(databaseUrl || "embedded")
    .digest("hex")
    .slice(0, 12);
  const base = `${prefix}:${database}`;
  return {
    entry: (key) => `${base}:${buildId}:entry:${key}`,
    expiredTags: `${base}:tags:expired`,
    staleTags: `${base}:tags:stale`,
    pageGenerations: `${base}:pages:generations`,
  };
}

function log(level, event, error) {
  console[level === "error" ? "error" : "warn"](
    JSON.stringify({ level, event, message: error instanceof Error ? error.message : String(error) }),
  );
}

/** One log line per outage, not one per request that reads the database instead. */
function noteOutage(state, event, error) {
  if (!state.loggedDown) log("error", event, error);
  state.loggedDown = true;
}

// One connection and keyspace per process; Next makes a handler per request.
let shared = null;
// Where the server's front door finds the page generation all instances share (lib/http/page-cache.ts).
const SHARED_CONNECTION = Symbol.for("truck-site.redis-cache");

function connection(serverDistDir) {
  if (shared) return shared;
  const keys = keyspace({
    prefix: process.env.REDIS_KEY_PREFIX || undefined,
    databaseUrl: process.env.DATABASE_URL,
    buildId: readBuildId(serverDistDir),
  });
  const client = createClient({
    url: process.env.REDIS_URL,
    // A command while Redis is away fails at once; the page reads the database instead of waiting.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const state = { client, keys, misses: new Map(), unpublished: new Map(), loggedDown: false };
  client.on("error", (error) => noteOutage(state, "cache.redis", error));
  // Expiries that could not be published while Redis was away are published as soon as it is back.
  client.on("ready", () => {
    state.loggedDown = false;
    const pending = [...state.unpublished.entries()];
    state.unpublished.clear();
    for (const [expire, tags] of pending) publishExpiry(state, [...tags], expire).catch(() => {});
  });
  client.connect().catch((error) => noteOutage(state, "cache.redis", error));
  shared = state;
  globalThis[SHARED_CONNECTION] = state;
  return state;
}

async function publishExpiry(state, tags, expire) {
  try {
    await run(state.client, REVALIDATE_SCRIPT, {
      keys: [state.keys.expiredTags, state.keys.staleTags, state.keys.pageGenerations],
      arguments: [expire, ...tags],
    });
  } catch (error) {
    const waiting = state.unpublished.get(expire) ?? new Set();
    for (const tag of tags) waiting.add(tag);
    state.unpublished.set(expire, waiting);
    // Always logged: until it is published, other instances may show what this save changed.
    log("error", "cache.redis.revalidate", error);
  }
}

function readBuildId(serverDistDir) {
  if (!serverDistDir) return "development";
  try {
    return fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.state = connection(ctx?.serverDistDir);
  }

  async get(cacheKey, ctx) {
    const { client, keys, misses } = this.state;
    const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    try {
      const reply = await run(client, GET_SCRIPT, {
        keys: [keys.entry(cacheKey), keys.expiredTags, keys.staleTags],
        arguments: tags,
      });
      if (reply.length === 1) {
        if (misses.size >= MAX_PENDING_MISSES) misses.clear();
        misses.set(cacheKey, String(reply[0]));
        return null;
      }
      const [, modified, value, stale] = reply;
      const entry = deserializeValue(value);
      // -1 tells Next the entry is stale: it is served while a fresh one renders (as Next's own cache does).
      return { ...entry, lastModified: Number(stale) === 1 ? -1 : Math.floor(Number(modified) / 1000) };
    } catch (error) {
      noteOutage(this.state, "cache.redis.get", error);
      return null;
    }
  }

  async set(cacheKey, data, ctx) {
    const { client, keys, misses } = this.state;
    const missedAt = misses.get(cacheKey) ?? "";
    misses.delete(cacheKey);
    const entry = { value: data, ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
    try {
      await run(client, SET_SCRIPT, {
        keys: [keys.entry(cacheKey)],
        arguments: [serializeValue(entry), entryTags(data, ctx).join(","), String(entryLifetimeSeconds(ctx)), missedAt],
      });
    } catch (error) {
      noteOutage(this.state, "cache.redis.set", error);
    }
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === "string" ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const expire = !durations ? "" : durations.expire === undefined ? "none" : String(durations.expire);
    await publishExpiry(this.state, list, expire);
  }

  resetRequestCache() {}
}
