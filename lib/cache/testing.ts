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
