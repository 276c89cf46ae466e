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
//
// PGlite itself lets anyone in: every client on the machine could reach the loopback port as postgres. This server
// asks for a password first (cleartext: the bytes never leave the machine, and anyone who could read them on the
// loopback interface could read the password's file too) and hands the startup to PGlite only once it matches.
import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { logError } from "@/lib/logging";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
// The messages PostgreSQL answers with ReadyForQuery: a simple query, the Sync that ends an extended-protocol
// request, a function call.
const QUERY = 0x51; // "Q"
const SYNC = 0x53; // "S"
const FUNCTION_CALL = 0x46; // "F"
const TERMINATE = 0x58; // "X"
const PASSWORD = 0x70; // "p"
const READY_FOR_QUERY = 0x5a; // "Z"

/** A protocol message: its type, its length, its body. */
function protocolMessage(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, "latin1");
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);
const ROLLBACK_MESSAGE = protocolMessage("Q", Buffer.from("ROLLBACK\0"));
const ASK_FOR_PASSWORD = protocolMessage("R", Buffer.from([0, 0, 0, 3])); // AuthenticationCleartextPassword
const WRONG_PASSWORD = protocolMessage(
  "E",
  Buffer.from('SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user "postgres"\0\0'),
);

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

type Message = "encryptionRequest" | "cancelRequest" | "startup" | "terminate" | "requestEnd" | "requestPart";

function kindOf(message: Buffer, started: boolean): Message {
  if (!started) {
    const code = message.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) return "encryptionRequest";
    return code === CANCEL_REQUEST ? "cancelRequest" : "startup";
  }
  if (message[0] === TERMINATE) return "terminate";
  return message[0] === QUERY || message[0] === SYNC || message[0] === FUNCTION_CALL ? "requestEnd" : "requestPart";
}

/** What a client may have sent before its password is checked: a startup and a password message are far smaller. */
const UNSIGNED_BUFFER_LIMIT = 64 * 1024;

const digest = (secret: Buffer) => createHash("sha256").update(secret).digest();

/** Whether a PasswordMessage carries `expected` (compared in constant time, whatever its length). */
function carriesPassword(message: Buffer, expected: Buffer): boolean {
  if (message[0] !== PASSWORD || message[message.length - 1] !== 0) return false;
  return timingSafeEqual(digest(message.subarray(5, message.length - 1)), digest(expected));
}

export async function servePGlite(
  db: PGlite,
  options: { host: string; port: number; password: string },
): Promise<PGliteServer> {
  const password = Buffer.from(options.password);
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
    // The startup message, held back until the password has been given.
    let startup: Buffer | null = null;
    let signedIn = false;
    let work = Promise.resolve();
    sockets.add(socket);
    socket.setNoDelay(true);

    const handle = async (received: Buffer, receivedKind: Message) => {
      if (socket.destroyed) return;
      if (receivedKind === "encryptionRequest") return void socket.write("N");
      if (receivedKind === "cancelRequest" || receivedKind === "terminate") return void socket.end();
      if (receivedKind === "startup") {
        startup = received;
        return void socket.write(ASK_FOR_PASSWORD);
      }
      let [message, kind] = [received, receivedKind];
      if (!signedIn) {
        if (!startup || !carriesPassword(received, password)) return void socket.end(WRONG_PASSWORD);
        // PGlite now gets the startup it was held back from, and answers it (AuthenticationOk…).
        signedIn = true;
        [message, kind] = [startup, "requestEnd"];
      }
      await turns.take(connection);
      if (socket.destroyed) return;
      const output = await run(message);
      const answer = kind === "requestPart" ? withoutReadyForQuery(output) : output;
      if (answer.length > 0) socket.write(answer);
      if (kind === "requestEnd" && !db.isInTransaction()) turns.give(connection);
    };

    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      // A client that has not given the password yet may not make the server hold much for it.
      if (!signedIn && buffer.length > UNSIGNED_BUFFER_LIMIT) return void socket.destroy();
      for (let length = messageLength(buffer, started); length > 0; length = messageLength(buffer, started)) {
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        const kind = kindOf(message, started);
        // Once the startup message is in, every later message starts with its type byte.
        if (!started && kind === "startup") started = true;
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
