// The embedded database in a process of its own, driven by test/embedded-server-process.ts over IPC: a test can
// then tell a server that is busy from one whose event loop is stuck (no answer to a ping), and kill it.
import { startEmbeddedPostgres } from "@/lib/db/embedded";

type Request = { ping: number } | { stop: true };

async function main() {
  const embedded = await startEmbeddedPostgres({ password: process.env.EMBEDDED_TEST_PASSWORD || undefined });
  const send = (message: object) => process.send?.(message);
  process.on("message", (request: Request) => {
    if ("ping" in request) return void send({ pong: request.ping });
    void (async () => {
      // Twice at once, as a timed-out test's own `finally` and its `afterAll` may, then once more afterwards.
      const settled = await Promise.allSettled([embedded.stop(), embedded.stop()]);
      settled.push(...(await Promise.allSettled([embedded.stop()])));
      send({ stopped: settled.map((result) => (result.status === "fulfilled" ? "stopped" : String(result.reason))) });
    })();
  });
  // The parent going away (killed, or its test run over) takes this process with it.
  process.on("disconnect", () => process.exit(0));
  send({ url: embedded.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
