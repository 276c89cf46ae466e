// The wire server in front of PGlite, run in a process of its own (test/embedded-server-process.ts): a call that
// reached PGlite after its backend had exited would spin there for ever, and only from outside can a test see that
// (the process stops answering) and end it. Each test asks the process for an answer afterwards.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { queryOnce as rows } from "@/test/database";
import { protocolMessage } from "./pglite-server";
import { startEmbeddedServerProcess, type EmbeddedServerProcess } from "@/test/embedded-server-process";

const PASSWORD = "the password";

const typed = (type: string, body: Buffer | string = ""): Buffer => protocolMessage(type, Buffer.from(body));
/** A message's header alone, announcing `length`: what PostgreSQL reads before the rest. */
function header(type: string, length: number): Buffer {
  const message = Buffer.alloc(5);
  message.write(type, 0, "latin1");
  message.writeInt32BE(length, 1);
  return message;
}
function startup(parameters: Record<string, string>, version = 196608): Buffer {
  const body = Buffer.from(
    `${Object.entries(parameters)
      .map(([name, value]) => `${name}\0${value}\0`)
      .join("")}\0`,
  );
  const message = Buffer.alloc(8 + body.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(version, 4);
  body.copy(message, 8);
  return message;
}
const USER = { user: "postgres", database: "postgres" };
const password = (secret = PASSWORD) => typed("p", `${secret}\0`);
const query = (sql: string) => typed("Q", `${sql}\0`);
const parse = (sql: string) => typed("P", `\0${sql}\0\0\0`);
const bind = () => typed("B", Buffer.alloc(8)); // unnamed portal and statement, no formats, no parameters
const execute = () => typed("E", Buffer.alloc(5)); // unnamed portal, every row

interface ServerMessage {
  type: string;
  body: Buffer;
}

/** The SQLSTATE of an ErrorResponse. */
function codeOf(message: ServerMessage): string {
  for (const field of message.body.toString("utf8").split("\0")) if (field.startsWith("C")) return field.slice(1);
  return "";
}

/** A client that speaks the protocol by hand, to stop where no driver would. */
class RawClient {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<void>;
  private readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private read = 0;
  private wake = () => {};

  constructor(url: string) {
    this.socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    this.socket.on("error", () => {});
    this.socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 5 && this.buffer.length >= 1 + this.buffer.readInt32BE(1)) {
        const end = 1 + this.buffer.readInt32BE(1);
        this.received.push({ type: String.fromCharCode(this.buffer[0]), body: this.buffer.subarray(5, end) });
        this.buffer = this.buffer.subarray(end);
      }
      this.wake();
    });
    this.closed = new Promise((resolve) => this.socket.on("close", () => resolve()));
    void this.closed.then(() => this.wake());
  }

  /** Signed in as the server's clients are, ready for a query. */
  static async signedIn(url: string): Promise<RawClient> {
    const client = new RawClient(url);
    client.send(startup(USER), password(decodeURIComponent(new URL(url).password)));
    await client.next("Z");
    return client;
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  /** The next message of `type` the server sends after the last one taken. */
  async next(type: string): Promise<ServerMessage> {
    for (;;) {
      const index = this.received.findIndex((message, i) => i >= this.read && message.type === type);
      if (index >= 0) {
        this.read = index + 1;
        return this.received[index];
      }
      if (this.socket.destroyed) throw new Error(`closed before a ${type} came`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Writes `messages` and half-closes: the server has them all, and the end, once this resolves. */
  async endWith(...messages: Buffer[]): Promise<void> {
    this.socket.end(Buffer.concat(messages));
    await this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe("clients that go away in the middle of a request, under load", () => {
  let server: EmbeddedServerProcess;
  beforeAll(async () => {
    server = await startEmbeddedServerProcess();
    await rows(server.url, "CREATE TABLE marks (who text, n int)");
  });
  afterAll(() => server?.kill());

  /** Inserts a row it never commits, then goes: none of it may stay. */
  async function leaveAfterExecuteBeforeSync() {
    const client = await RawClient.signedIn(server.url);
    client.send(parse("INSERT INTO marks VALUES ('left', 1)"), bind(), execute());
    await client.next("C"); // inserted, in the request's own transaction, which only its Sync would commit
    client.destroy();
  }
  async function leaveInsideTransaction() {
    const client = await RawClient.signedIn(server.url);
    client.send(query("BEGIN"), query("INSERT INTO marks VALUES ('left', 2)"));
    await client.next("Z");
    await client.next("Z");
    client.destroy();
  }
  /** One client holds the session in a transaction while another sends a write and goes: it is never run. */
  async function leaveWhileWaitingForTheTurn() {
    // Both signed in first: signing in takes a turn too.
    const [holder, waiter] = await Promise.all([RawClient.signedIn(server.url), RawClient.signedIn(server.url)]);
    holder.send(query("BEGIN"));
    await holder.next("Z");
    await waiter.endWith(query("INSERT INTO marks VALUES ('left', 3)"));
    holder.send(query("SELECT count(*) FROM marks WHERE who = 'left'"));
    const seen = await holder.next("D");
    await holder.next("Z");
    holder.destroy();
    return seen.body.toString("latin1", 6); // one column: its length, then the text
  }
  async function leaveMidMessage() {
    const client = await RawClient.signedIn(server.url);
    client.send(parse("INSERT INTO marks VALUES ('left', 4)").subarray(0, 12));
    client.destroy();
  }
  async function dropDriverMidQuery() {
    const client = new pg.Client({ connectionString: server.url });
    client.on("error", () => {});
    await client.connect();
    // Its whole request may have left before the cut, and then it is run and committed, as PostgreSQL would.
    const cut = client.query("INSERT INTO marks VALUES ('sent whole, maybe', $1)", [5]);
    (client as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    await cut.catch(() => {});
  }

  it("answers every client that stays with its own rows, and keeps nothing of any that left", async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 6 });
    try {
      const stay = async (i: number) => {
        if (i % 3 === 1) return (await pool.query("SELECT $1::int AS n", [i])).rows;
        if (i % 3 === 2) return (await pool.query(`SELECT ${i} AS n`)).rows;
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query("INSERT INTO marks VALUES ('stayed', $1)", [i]);
          // Inside this transaction's turn, nothing any other client left behind may show.
          const left = (await client.query("SELECT count(*)::int AS n FROM marks WHERE who = 'left'")).rows;
          await client.query("COMMIT");
          return [{ n: i }, ...left];
        } finally {
          client.release();
        }
      };
      const leavers = Array.from({ length: 3 }, () => [
        leaveAfterExecuteBeforeSync(),
        leaveInsideTransaction(),
        leaveWhileWaitingForTheTurn(),
        leaveMidMessage(),
        dropDriverMidQuery(),
      ]).flat();
      const [answers, left] = await Promise.all([
        Promise.all(Array.from({ length: 24 }, (_, i) => stay(i))),
        Promise.all(leavers),
      ]);
      expect(answers).toEqual(Array.from({ length: 24 }, (_, i) => (i % 3 ? [{ n: i }] : [{ n: i }, { n: 0 }])));
      expect(left.filter((seen) => seen !== undefined)).toEqual(["0", "0", "0"]);
      expect(await rows(server.url, "SELECT who, n FROM marks WHERE who IN ('left', 'stayed') ORDER BY n")).toEqual(
        Array.from({ length: 8 }, (_, i) => ({ who: "stayed", n: 3 * i })),
      );
    } finally {
      await pool.end();
    }
    await server.answers();
  });

  it("stop() with clients mid-request finishes, fails them, and nothing reaches PGlite after", async () => {
    // The issue's case: a client holds the session in a transaction when the server stops; the server's close event
    // came before its socket's, and the Sync that tidied after the client reached PGlite once closed, and spun.
    const holder = new pg.Client({ connectionString: server.url });
    holder.on("error", () => {});
    await holder.connect();
    const waiter = await RawClient.signedIn(server.url); // signed in first: signing in takes a turn too
    await holder.query("BEGIN");
    await holder.query("INSERT INTO marks VALUES ('left', 6)");
    waiter.send(parse("SELECT 1"), bind()); // waits for the turn, mid-request
    const pool = new pg.Pool({ connectionString: server.url, max: 3 });
    pool.on("error", () => {});
    const queued = Array.from({ length: 6 }, (_, i) =>
      pool.query("SELECT $1::int AS n", [i]).then(
        () => "answered",
        () => "refused",
      ),
    );
    // A test that timed out and still runs: it keeps querying until it is refused.
    const runaway = (async () => {
      for (;;) await pool.query("SELECT 1");
    })().catch((error: unknown) => error);

    expect(await server.stop()).toEqual(["stopped", "stopped", "stopped"]);
    await expect(holder.query("SELECT 1")).rejects.toThrow();
    await waiter.closed;
    expect(await Promise.all(queued)).toEqual(Array(6).fill("refused"));
    expect(await runaway).toBeInstanceOf(Error);
    await expect(rows(server.url, "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
    await pool.end().catch(() => {});
    await server.answers();
  });
});

describe("clients that break the protocol", () => {
  let server: EmbeddedServerProcess;
  beforeAll(async () => {
    server = await startEmbeddedServerProcess({ password: PASSWORD });
  });
  afterAll(() => server?.kill());

  /** The codes of the errors a client that sends `messages` (then waits) is answered before the server hangs up. */
  async function answer(messages: Buffer[], signIn: boolean) {
    const client = signIn ? await RawClient.signedIn(server.url) : new RawClient(server.url);
    const before = client.received.length;
    client.send(...messages);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, 30_000, "late")));
    const ended = await Promise.race([client.closed, late]);
    clearTimeout(timer);
    if (ended === "late") {
      await server.answers(); // fails (and ends the process) if it is stuck
      throw new Error("the server neither closed the connection nor got stuck");
    }
    return client.received
      .slice(before)
      .filter((message) => message.type === "E")
      .map(codeOf);
  }

  // Each would end PGlite's backend (and the next call would spin for ever) if it reached it.
  it.each([
    ["an unknown message type", [typed("z")], ["08P01"]],
    ["a second password message", [password()], ["08P01"]],
    ["a message shorter than its own length field", [header("S", 3)], []],
    ["a Sync longer than PostgreSQL reads", [header("S", 20_004)], []],
    ["a Query that announces more than a gigabyte", [header("Q", 0x7fffffff)], []],
  ])("signed in, %s is refused and the connection closed", async (_, messages, codes) => {
    expect(await answer(messages, true)).toEqual(codes);
    await server.answers();
  });

  it.each([
    ["a startup message shorter than its header", [Buffer.from([0, 0, 0, 5, 0])], []],
    ["protocol 2.0", [startup(USER, 131072)], ["0A000"]],
    ["parameters that do not end where the message does", [withLength(startup(USER).subarray(0, -1))], ["08P01"]],
    ["no user", [startup({ database: "postgres" })], ["28000"]],
    ["another user", [startup({ user: "nobody", database: "postgres" }), password()], ["28P01"]],
    ["another database", [startup({ user: "postgres", database: "other" }), password()], ["3D000"]],
    ["a query instead of the password", [startup(USER), query("SELECT 1")], ["28P01"]],
  ])("before signing in, %s is refused", async (_, messages, codes) => {
    expect(await answer(messages, false)).toEqual(codes);
    await server.answers();
  });

  it("a client that sends Terminate inside a transaction leaves nothing behind", async () => {
    const client = await RawClient.signedIn(server.url);
    client.send(query("CREATE TABLE IF NOT EXISTS kept (n int)"), query("BEGIN"), query("INSERT INTO kept VALUES (1)"));
    for (let i = 0; i < 3; i++) await client.next("Z");
    client.send(typed("X"));
    await client.closed;
    expect(await rows(server.url, "SELECT count(*)::int AS n FROM kept")).toEqual([{ n: 0 }]);
  });

  it("COPY FROM STDIN fails alone: the same connection and every other one go on", async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query("CREATE TABLE IF NOT EXISTS copied (n int)");
      await expect(client.query("COPY copied FROM STDIN")).rejects.toThrow(/COPY from stdin failed/);
      // The same, sent with the extended protocol (pg's queryMode, which its types do not list).
      const extended = { text: "COPY copied FROM STDIN", queryMode: "extended" };
      await expect(client.query(extended)).rejects.toThrow(/COPY from stdin failed/);
      expect((await client.query("SELECT $1::int AS n", [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await client.end();
    }
    expect(await rows(server.url, "SELECT count(*)::int AS n FROM copied")).toEqual([{ n: 0 }]);
  });

  it("after all of them the database answers, and the server too", async () => {
    expect(await rows(server.url, "SELECT current_user AS who")).toEqual([{ who: "postgres" }]);
    await server.answers();
  });

  it("a backend that exits anyway is refused to everyone, and stop() still finishes", async () => {
    const bystander = new pg.Client({ connectionString: server.url });
    const bystanderError = new Promise<Error>((resolve) => bystander.on("error", resolve));
    await bystander.connect();
    const client = new pg.Client({ connectionString: server.url });
    client.on("error", () => {});
    await client.connect();
    // Any client may turn a later ERROR into a FATAL one, and the backend then exits.
    await client.query("SET exit_on_error = on");
    await expect(client.query("SELECT 1 / 0")).rejects.toThrow(/embedded database has stopped/);
    expect((await bystanderError).message).toMatch(/embedded database has stopped/);
    await expect(rows(server.url, "SELECT 1")).rejects.toThrow(/embedded database has stopped/);
    await server.answers();
    expect(server.log()).toMatch(/backend has stopped/);
    expect(await server.stop()).toEqual(["stopped", "stopped", "stopped"]);
    await server.answers();
  });
});

/** `message` with its length field set to its length, whatever it holds. */
function withLength(message: Buffer): Buffer {
  const copy = Buffer.from(message);
  copy.writeInt32BE(copy.length, 0);
  return copy;
}
