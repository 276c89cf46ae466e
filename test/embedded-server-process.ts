// startEmbeddedPostgres in a child process (test/embedded-server-child.ts), for the tests that must show the server
// never gets stuck: a call that spins inside PGlite blocks its whole event loop, so a test in the same process could
// not even time out. Here the test's timers keep running, a stuck server is seen as one that no longer answers a
// ping, and it is killed rather than left spinning after the test.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.join(__dirname, "..");
const CHILD = path.join(__dirname, "embedded-server-child.ts");

export interface EmbeddedServerProcess {
  url: string;
  /**
   * Resolves once the process answers a ping. One whose event loop is stuck never does: after `ms` it is killed and
   * this rejects. (A busy machine delays an answer by seconds, not by this much.)
   */
  answers(ms?: number): Promise<void>;
  /** Its `stop()`, called twice at once and once more after: what each call came to. */
  stop(ms?: number): Promise<string[]>;
  /** What the process wrote to stderr: the server's error log. */
  log(): string;
  kill(): void;
}

function reply<T>(
  child: ChildProcess,
  pick: (message: Record<string, unknown>) => T | undefined,
  ms: number,
  what: string,
) {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    const onMessage = (message: Record<string, unknown>) => {
      const picked = pick(message);
      if (picked === undefined) return;
      done();
      resolve(picked);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the embedded server's process exited (${code}) before ${what}`));
    };
    const timer = setTimeout(() => {
      done();
      child.kill("SIGKILL");
      reject(new Error(`the embedded server's process gave no answer to ${what} in ${ms} ms: its event loop is stuck`));
    }, ms);
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

export async function startEmbeddedServerProcess(
  options: { password?: string; startMs?: number } = {},
): Promise<EmbeddedServerProcess> {
  const child = fork(CHILD, [], {
    // From the project's root, where tsx is installed and finds tsconfig.json's "@/" paths.
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    env: { ...process.env, EMBEDDED_TEST_PASSWORD: options.password ?? "" },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let pings = 0;
  try {
    const url = await reply(
      child,
      (message) => (typeof message.url === "string" ? message.url : undefined),
      options.startMs ?? 120_000,
      "its start",
    );
    return {
      url,
      async answers(ms = 30_000) {
        const ping = ++pings;
        const answered = reply(child, (message) => (message.pong === ping ? true : undefined), ms, "a ping");
        child.send({ ping });
        await answered;
      },
      async stop(ms = 60_000) {
        const stopped = reply(
          child,
          (message) => (Array.isArray(message.stopped) ? (message.stopped as string[]) : undefined),
          ms,
          "stop()",
        );
        child.send({ stop: true });
        return stopped;
      },
      log: () => stderr,
      kill: () => void child.kill("SIGKILL"),
    };
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
}
