// Serves one PGlite database to many clients over the PostgreSQL wire protocol.
//
// PGlite is a single PostgreSQL backend: one session, one transaction, one unnamed prepared statement.
// A pool of connections can share it only if each connection has the session to itself for a whole
// request: from its first message until PostgreSQL is ready for the next one outside a transaction.
// @electric-sql/pglite-socket (0.1.3 here, unchanged in 0.2.9) schedules single messages instead, keeping
// a connection's turn only inside a transaction, and stops serving anyone after one internal error
// (electric-sql/pglite#1046). Worse, PGlite answers an error in an extended-protocol message with a
// ReadyForQuery at once and again after the Sync (#958): node-postgres takes the first as the end of the
// failed query and the second as the end of the next one, which then resolves with no rows, and that
// connection stays one answer behind until it breaks. A unique-key conflict was enough to do that.
// This server gives the session to one connection at a time and drops that early ReadyForQuery.
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { logError } from "@/lib/logging";

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
// The messages PostgreSQL answers with ReadyForQuery: a simple query, the Sync that ends an extended-protocol
// request, a function call.
const QUERY = 0x51; // "Q"
const SYNC = 0x53; // "S"
const FUNCTION_CALL = 0x46; // "F"
const TERMINATE = 0x58; // "X"
const READY_FOR_QUERY = 0x5a; // "Z"
const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);
const ROLLBACK_MESSAGE = (() => {
  const sql = Buffer.from("ROLLBACK\0");
  const message = Buffer.alloc(5 + sql.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return message;
})();

/** Who has the session, and who waits for it, first come first served. */
class SessionTurns {
  private holder: object | null = null;
  private readonly waiting: { who: object; start: () => void }[] = [];

  async take(who: object): Promise<void> {
    if (this.holder === who) return;
    if (this.holder === null) {
      this.holder = who;
      return;
    }
    await new Promise<void>((start) => this.waiting.push({ who, start }));
  }

  holds(who: object): boolean {
    return this.holder === who;
  }

  give(who: object): void {
    if (this.holder !== who) return;
    const next = this.waiting.shift();
    this.holder = next?.who ?? null;
    next?.start();
  }
}

/** Every message of `output` except ReadyForQuery. */
function withoutReadyForQuery(output: Uint8Array): Buffer {
  const data = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  const kept: Buffer[] = [];
  for (let offset = 0; offset < data.length;) {
    const end = offset + 1 + data.readInt32BE(offset + 1);
    if (data[offset] !== READY_FOR_QUERY) kept.push(data.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(kept);
}

/** The length of the first complete message in `buffer` (startup messages carry no type byte), or 0. */
function messageLength(buffer: Buffer, started: boolean): number {
  const header = started ? 5 : 4;
  if (buffer.length < header) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

export interface PGliteServer {
  port: number;
  close(): Promise<void>;
}

type Message = "sslRequest" | "cancelRequest" | "terminate" | "requestEnd" | "requestPart";

function kindOf(message: Buffer, started: boolean): Message {
  if (!started) {
    const code = message.readInt32BE(4);
    return code === SSL_REQUEST ? "sslRequest" : code === CANCEL_REQUEST ? "cancelRequest" : "requestEnd";
  }
  if (message[0] === TERMINATE) return "terminate";
  return message[0] === QUERY || message[0] === SYNC || message[0] === FUNCTION_CALL ? "requestEnd" : "requestPart";
}

export async function servePGlite(db: PGlite, options: { host: string; port: number }): Promise<PGliteServer> {
  const turns = new SessionTurns();
  const sockets = new Set<net.Socket>();
  const leaving = new Set<Promise<void>>();
  const run = (message: Uint8Array) => db.runExclusive(() => db.execProtocolRaw(message));
  const logFailure = (error: unknown) => logError("db.embedded", error);

  /** What a connection that went away left behind: a request cut before its Sync, an open transaction. */
  async function tidyAfter(connection: object) {
    if (!turns.holds(connection)) return;
    try {
      await run(SYNC_MESSAGE);
      if (db.isInTransaction()) await run(ROLLBACK_MESSAGE);
    } finally {
      turns.give(connection);
    }
  }

  function serve(socket: net.Socket) {
    const connection = {};
    let buffer = Buffer.alloc(0);
    let started = false;
    let work = Promise.resolve();
    sockets.add(socket);
    socket.setNoDelay(true);

    const handle = async (message: Buffer, kind: Message) => {
      if (socket.destroyed) return;
      if (kind === "sslRequest") return void socket.write("N");
      if (kind === "cancelRequest" || kind === "terminate") return void socket.end();
      await turns.take(connection);
      if (socket.destroyed) return;
      const output = await run(message);
      const answer = kind === "requestPart" ? withoutReadyForQuery(output) : output;
      if (answer.length > 0) socket.write(answer);
      if (kind === "requestEnd" && !db.isInTransaction()) turns.give(connection);
    };

    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let length = messageLength(buffer, started); length > 0; length = messageLength(buffer, started)) {
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        const kind = kindOf(message, started);
        // Once the startup message is in, every later message starts with its type byte.
        if (!started && kind === "requestEnd") started = true;
        work = work
          .then(() => handle(message, kind))
          .catch((error: unknown) => {
            logFailure(error);
            socket.destroy();
          });
      }
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      sockets.delete(socket);
      const tidied = work.then(() => tidyAfter(connection)).catch(logFailure);
      leaving.add(tidied);
      void tidied.then(() => leaving.delete(tidied));
    });
  }

  const server = net.createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await Promise.all(leaving);
    },
  };
}
