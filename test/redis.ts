import { createClient } from "@redis/client";

/** Deletes what a test run wrote under its own key prefix: tag times never expire by themselves. */
export async function forgetRedisKeys(url: string, prefix: string) {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length) await client.del(keys);
    }
  } finally {
    client.destroy();
  }
}

/** Whether a Redis server answers at `url`, asked once, without retrying. */
export async function redisAnswers(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}
