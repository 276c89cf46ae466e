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
//
// PGlite 0.4.3 must never be called once its backend has exited: execProtocolRawSync swallows every exception
// of the backend's loop but the longjmp of an ERROR and calls the loop again, for ever, at 100% CPU, where no timer
// can fire (electric-sql/pglite#1058). The backend exits on `db.close()` and on every FATAL error: a message
// type PostgreSQL does not know (a second password message is one), a length beyond its limits, `COPY … FROM
// STDIN` (PGlite is given one message, and the copy reads past it), `SET exit_on_error` then any error. A Sync
// that tidied after a client that left once reached PGlite after `stop()` had closed it: the server's `close`
// event comes before its sockets' own. So: every call into PGlite goes through one gate, which refuses once the
// server is closing or the backend has gone; only well-formed messages of the types PostgreSQL accepts reach it
// (the rest are answered here); a COPY from the client fails at once; and a watch on the backend's loop turns an
// exit into an error, refused to every client from then on, instead of a spin.
import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { logError } from "@/lib/logging";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3_0 = 196608;
// The messages PostgreSQL answers with ReadyForQuery: a simple query, the Sync that ends an extended-protocol
// request, a function call.
const QUERY = 0x51; // "Q"
const SYNC = 0x53; // "S"
const FUNCTION_CALL = 0x46; // "F"
// The other parts of an extended-protocol request.
const PARSE = 0x50; // "P"
const BIND = 0x42; // "B"
const EXECUTE = 0x45; // "E"
const DESCRIBE = 0x44; // "D"
const CLOSE = 0x43; // "C"
const FLUSH = 0x48; // "H"
// A COPY's data from the client.
const COPY_DATA = 0x64; // "d"
const COPY_DONE = 0x63; // "c"
const COPY_FAIL = 0x66; // "f"
const TERMINATE = 0x58; // "X"
const PASSWORD = 0x70; // "p"
const READY_FOR_QUERY = 0x5a; // "Z"

// PostgreSQL 17's limits (MAX_STARTUP_PACKET_LENGTH, PQ_SMALL_MESSAGE_LIMIT, PQ_LARGE_MESSAGE_LIMIT): a message
// past them ends the backend.
const STARTUP_LIMIT = 10_000;
const SMALL = 10_000;
const LARGE = 0x3fffffff - 1;
/** The messages PostgreSQL's backend accepts in a session, and the longest it reads of each. */
const SESSION_MESSAGE_LIMITS = new Map<number, number>([
  [QUERY, LARGE],
  [FUNCTION_CALL, LARGE],
  [PARSE, LARGE],
  [BIND, LARGE],
  [COPY_DATA, LARGE],
  [SYNC, SMALL],
  [EXECUTE, SMALL],
  [DESCRIBE, SMALL],
  [CLOSE, SMALL],
  [FLUSH, SMALL],
  [COPY_DONE, SMALL],
  [COPY_FAIL, SMALL],
  [TERMINATE, SMALL],
]);
/** What a client may have sent before its password is checked: a startup and a password message are far smaller. */
const UNSIGNED_BUFFER_LIMIT = 64 * 1024;

/** A protocol message: its type, its length, its body. */
export function protocolMessage(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, "latin1");
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** An ErrorResponse that ends the connection, as PostgreSQL words it. */
function fatal(code: string, message: string): Buffer {
  return protocolMessage("E", Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`));
}

const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);
// A Parse that fails, sent before the Sync that ends a request a client cut off: the request ends in an error, so
// that Sync rolls back what its Execute did instead of committing it, as PostgreSQL does when a client goes away.
const FAIL_MESSAGE = protocolMessage("P", Buffer.from("\0the client has gone\0\0\0"));
const ROLLBACK_MESSAGE = protocolMessage("Q", Buffer.from("ROLLBACK\0"));
// Sent to PGlite behind every simple query and every Execute: a COPY from the client reads it and fails with an
// ERROR (the backend lives on), where it would otherwise read past the end and exit. Any other statement leaves it
// to PostgreSQL, which ignores a CopyFail outside a COPY.
const NO_COPY_FROM_CLIENT = protocolMessage("f", Buffer.from("the embedded database takes no COPY FROM STDIN\0"));
const ASK_FOR_PASSWORD = protocolMessage("R", Buffer.from([0, 0, 0, 3])); // AuthenticationCleartextPassword
const wrongPassword = (user: string) => fatal("28P01", `password authentication failed for user "${user}"`);
const SHUTTING_DOWN = fatal("57P01", "terminating connection due to administrator command");

/** Why the gate refused: the server is closing, or the backend has gone. */
export class DatabaseUnavailable extends Error {
  constructor(
    message: string,
    readonly answer: Buffer,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "DatabaseUnavailable";
  }
}

/** Turns of PGlite's loop in one call that would mean it makes no progress: one message takes one, or two. */
const MAX_LOOP_TURNS = 10_000;

/**
 * Watches PGlite's backend for its exit, by wrapping the module functions execProtocolRawSync calls. Its loop
 * tells an ERROR's longjmp from anything else by the exception's `status`; once the backend has gone, the wrapped
 * loop throws an object whose `status` throws `gone`, which leaves the loop and reaches the caller.
 */
function watchBackend(db: PGlite): { gone(): DatabaseUnavailable | null } {
  const mod = db.Module;
  const longJmpStatus = (db as unknown as { POSTGRES_MAIN_LONGJMP?: number }).POSTGRES_MAIN_LONGJMP;
  const names = [
    "_PostgresMainLoopOnce",
    "_PostgresMainLongJmp",
    "_PostgresSendReadyForQueryIfNecessary",
    "_pgl_pq_flush",
    "_ProcessStartupPacket",
    "_pgl_sendConnData",
  ] as const;
  // A PGlite built otherwise could spin again: the server refuses to start on it rather than serve unwatched.
  if (longJmpStatus === undefined || names.some((name) => typeof mod[name] !== "function"))
    throw new Error("this PGlite's backend cannot be watched for its exit (the server is written for 0.4.3)");
  let gone: DatabaseUnavailable | null = null;
  let turns = 0;
  const goneFor = (cause: unknown): DatabaseUnavailable => {
    gone ??= new DatabaseUnavailable(
      "the embedded database's backend has stopped; restart the server",
      fatal("57P02", "terminating connection: the embedded database has stopped after an error"),
      { cause },
    );
    return gone;
  };
  const outOfTheLoop = () => ({
    get status(): never {
      throw gone;
    },
  });
  const loopOnce = mod._PostgresMainLoopOnce;
  mod._PostgresMainLoopOnce = () => {
    if (gone) throw outOfTheLoop();
    if (++turns > MAX_LOOP_TURNS) {
      goneFor(new Error(`PGlite's loop went round ${MAX_LOOP_TURNS} times for one message`));
      throw outOfTheLoop();
    }
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status === longJmpStatus) throw error;
      goneFor(error);
      throw outOfTheLoop();
    }
  };
  const longJmp = mod._PostgresMainLongJmp;
  mod._PostgresMainLongJmp = () => {
    if (gone) throw gone;
    try {
      longJmp();
    } catch (error) {
      throw goneFor(error);
    }
  };
  // Called last in every call (in its `finally`): nothing to send from a backend that has gone.
  const sendReady = mod._PostgresSendReadyForQueryIfNecessary;
  mod._PostgresSendReadyForQueryIfNecessary = () => {
    if (gone) return;
    try {
      sendReady();
    } catch (error) {
      throw goneFor(error);
    }
  };
  const flush = mod._pgl_pq_flush;
  mod._pgl_pq_flush = () => {
    turns = 0;
    if (gone) return;
    try {
      flush();
    } catch (error) {
      throw goneFor(error);
    }
  };
  // The startup's path: an exception there is the backend's exit too.
  const startupPacket = mod._ProcessStartupPacket;
  mod._ProcessStartupPacket = (port, sslDone, gssDone) => {
    if (gone) throw gone;
    try {
      return startupPacket(port, sslDone, gssDone);
    } catch (error) {
      throw goneFor(error);
    }
  };
  const sendConnData = mod._pgl_sendConnData;
  mod._pgl_sendConnData = () => {
    if (gone) throw gone;
    try {
      sendConnData();
    } catch (error) {
      throw goneFor(error);
    }
  };
  return { gone: () => gone };
}

/** The one way into PGlite: one exchange at a time, none once the server is closing or the backend has gone. */
class Backend {
  private closing = false;
  private readonly watch: ReturnType<typeof watchBackend>;

  constructor(
    private readonly db: PGlite,
    private readonly onGone: (error: DatabaseUnavailable) => void,
  ) {
    this.watch = watchBackend(db);
  }

  private enter<T>(work: () => Promise<T>): Promise<T> {
    return this.db.runExclusive(async () => {
      const gone = this.watch.gone();
      if (gone) throw gone;
      if (this.closing || this.db.closed)
        throw new DatabaseUnavailable("the embedded database is shutting down", SHUTTING_DOWN);
      try {
        return await work();
      } catch (error) {
        const goneNow = this.watch.gone();
        if (goneNow && !gone) this.onGone(goneNow);
        throw goneNow ?? error;
      }
    });
  }

  /** What PGlite answers `message`, and whether a transaction is open after it. */
  exchange(message: Uint8Array): Promise<{ output: Uint8Array; inTransaction: boolean }> {
    return this.enter(async () => {
      const output = await this.db.execProtocolRaw(message);
      return { output, inTransaction: this.db.isInTransaction() };
    });
  }

  /** Ends what a connection that went away left behind: a request cut before its Sync, an open transaction. */
  tidy(): Promise<void> {
    return this.enter(async () => {
      await this.db.execProtocolRaw(FAIL_MESSAGE);
      await this.db.execProtocolRaw(SYNC_MESSAGE);
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(ROLLBACK_MESSAGE);
    });
  }

  /** Refuses every exchange from now on, and resolves once the one under way (if any) has finished. */
  async close(): Promise<void> {
    this.closing = true;
    await this.db.runExclusive(async () => {});
  }
}

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

/** Where a connection is: before its startup message, before its password, or in its session. */
type Phase = "startup" | "password" | "session";

type Frame =
  | { message: Buffer }
  | { incomplete: true }
  // A message PostgreSQL would not read: the answer to send (if any) before closing the connection.
  | { refuse: Buffer | null };

/** The first message in `buffer`, checked as PostgreSQL's backend checks it before reading the rest. */
function nextFrame(buffer: Buffer, phase: Phase): Frame {
  if (phase === "startup") {
    if (buffer.length < 4) return { incomplete: true };
    const length = buffer.readInt32BE(0);
    // PostgreSQL closes such a connection without a word ("invalid length of startup packet").
    if (length < 8 || length > STARTUP_LIMIT) return { refuse: null };
    return buffer.length >= length ? { message: buffer.subarray(0, length) } : { incomplete: true };
  }
  if (buffer.length < 5) return { incomplete: true };
  const type = buffer[0];
  const length = buffer.readInt32BE(1);
  const limit = phase === "password" ? UNSIGNED_BUFFER_LIMIT : SESSION_MESSAGE_LIMITS.get(type);
  if (limit === undefined) return { refuse: fatal("08P01", `invalid frontend message type ${type}`) };
  // PostgreSQL logs "invalid message length" and closes the connection.
  if (length < 4 || length > limit) return { refuse: null };
  return buffer.length >= 1 + length ? { message: buffer.subarray(0, 1 + length) } : { incomplete: true };
}

interface Startup {
  message: Buffer;
  user: string;
  database: string;
}

/** A startup message PostgreSQL 17 would take, or the answer it gives one it would not. */
function readStartup(message: Buffer): Startup | { refuse: Buffer } {
  const version = message.readInt32BE(4);
  if (version !== PROTOCOL_3_0)
    return {
      refuse: fatal(
        "0A000",
        `unsupported frontend protocol ${version >>> 16}.${version & 0xffff}: server supports 3.0 to 3.0`,
      ),
    };
  const layout = { refuse: fatal("08P01", "invalid startup packet layout: expected terminator as last byte") };
  if (message[message.length - 1] !== 0) return layout;
  const parameters = new Map<string, string>();
  let offset = 8;
  while (message[offset] !== 0) {
    const nameEnd = message.indexOf(0, offset);
    const valueEnd = message.indexOf(0, nameEnd + 1);
    if (nameEnd < 0 || valueEnd < 0 || valueEnd === message.length - 1) return layout;
    parameters.set(message.toString("utf8", offset, nameEnd), message.toString("utf8", nameEnd + 1, valueEnd));
    offset = valueEnd + 1;
  }
  if (offset !== message.length - 1) return layout;
  const user = parameters.get("user");
  if (!user) return { refuse: fatal("28000", "no PostgreSQL user name specified in startup packet") };
  return { message, user, database: parameters.get("database") || user };
}

export interface PGliteServer {
  port: number;
  /** Closes every connection; once it resolves, nothing this server does reaches PGlite again. */
  close(): Promise<void>;
}

/** The one user and the one database PGlite has. */
const USER = "postgres";
const DATABASE = "postgres";

const digest = (secret: Buffer) => createHash("sha256").update(secret).digest();

/** Whether a PasswordMessage carries `expected` (compared in constant time, whatever its length). */
function carriesPassword(message: Buffer, expected: Buffer): boolean {
  if (message[0] !== PASSWORD || message[message.length - 1] !== 0) return false;
  return timingSafeEqual(digest(message.subarray(5, message.length - 1)), digest(expected));
}

type Kind = "requestEnd" | "requestPart" | "copyFromClient" | "terminate";

function kindOf(type: number): Kind {
  if (type === TERMINATE) return "terminate";
  if (type === COPY_DATA || type === COPY_DONE || type === COPY_FAIL) return "copyFromClient";
  return type === QUERY || type === SYNC || type === FUNCTION_CALL ? "requestEnd" : "requestPart";
}

export async function servePGlite(
  db: PGlite,
  options: { host: string; port: number; password: string },
): Promise<PGliteServer> {
  const password = Buffer.from(options.password);
  const turns = new SessionTurns();
  const sockets = new Set<net.Socket>();
  // One promise a connection, from its start: it resolves once the connection has gone and been tidied after.
  const connections = new Set<Promise<void>>();
  const logFailure = (error: unknown) => logError("db.embedded", error);
  const backend = new Backend(db, (error) => {
    logFailure(error);
    // As PostgreSQL does after a crash: every connection is told, and closed.
    for (const socket of sockets)
      if (socket.writable) socket.end(error.answer, () => socket.destroy());
      else socket.destroy();
  });
  let closing: Promise<void> | null = null;

  /** What a connection that went away left behind, ended in its own turn before the next connection has it. */
  async function tidyAfter(connection: object) {
    if (!turns.holds(connection)) return;
    try {
      await backend.tidy();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable)) logFailure(error);
    } finally {
      turns.give(connection);
    }
  }

  function serve(socket: net.Socket) {
    if (closing) return void socket.destroy();
    const connection = {};
    let buffer = Buffer.alloc(0);
    let phase: Phase = "startup";
    // The startup message, held back until the password has been given.
    let startup: Startup | null = null;
    let signedIn = false;
    let left = false;
    // False once a message PostgreSQL would refuse has come: nothing after it is read.
    let reading = true;
    let work = Promise.resolve();
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    connections.add(done);
    sockets.add(socket);
    socket.setNoDelay(true);

    /** The connection is over: nothing more of it reaches PGlite, and what it left there is tidied in its turn. */
    const leave = () => {
      if (left) return;
      left = true;
      void work
        .then(() => tidyAfter(connection))
        .catch(logFailure)
        .finally(() => {
          connections.delete(done);
          finished();
        });
    };
    /** Sends `last` (if any), closes the connection, and leaves at once, whether or not the client reads. */
    const hangUp = (last: Buffer | null = null) => {
      // One already being closed (the backend's end told every client) is left to finish sending its last words.
      if (!socket.writableEnded) {
        if (last && socket.writable) socket.end(last, () => socket.destroy());
        else socket.destroy();
      }
      leave();
    };

    const handle = async (message: Buffer) => {
      if (left) return;
      if (!startup) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) return void socket.write("N");
        if (code === CANCEL_REQUEST) return hangUp();
        const read = readStartup(message);
        if ("refuse" in read) return hangUp(read.refuse);
        startup = read;
        return void socket.write(ASK_FOR_PASSWORD);
      }
      let request = message;
      let kind: Kind;
      if (!signedIn) {
        if (!carriesPassword(message, password) || startup.user !== USER) return hangUp(wrongPassword(startup.user));
        if (startup.database !== DATABASE)
          return hangUp(fatal("3D000", `database "${startup.database}" does not exist`));
        // PGlite now gets the startup it was held back from, and answers it (AuthenticationOk…).
        signedIn = true;
        [request, kind] = [startup.message, "requestEnd"];
      } else {
        kind = kindOf(message[0]);
        if (kind === "terminate") return hangUp();
        // Outside a COPY (and a COPY from the client never runs here) PostgreSQL ignores these.
        if (kind === "copyFromClient") return;
        if (message[0] === QUERY || message[0] === EXECUTE) request = Buffer.concat([message, NO_COPY_FROM_CLIENT]);
      }
      await turns.take(connection);
      if (left) return;
      const { output, inTransaction } = await backend.exchange(request);
      const answer = kind === "requestPart" ? withoutReadyForQuery(output) : output;
      if (answer.length > 0 && socket.writable) socket.write(answer);
      if (kind === "requestEnd" && !inTransaction) turns.give(connection);
    };

    socket.on("data", (chunk) => {
      if (left || !reading) return;
      buffer = Buffer.concat([buffer, chunk]);
      // A client that has not given the password yet may not make the server hold much for it.
      if (!signedIn && buffer.length > UNSIGNED_BUFFER_LIMIT) return hangUp();
      for (;;) {
        const frame = nextFrame(buffer, phase);
        if ("incomplete" in frame) return;
        if ("refuse" in frame) {
          // Answered in order, after what came before it.
          reading = false;
          work = work.then(() => hangUp(frame.refuse));
          return;
        }
        const message = frame.message;
        buffer = buffer.subarray(message.length);
        if (phase === "startup" && isStartup(message)) phase = "password";
        else if (phase === "password") phase = "session";
        work = work
          .then(() => handle(message))
          .catch((error: unknown) => {
            if (error instanceof DatabaseUnavailable) return hangUp(error.answer);
            logFailure(error);
            hangUp(fatal("XX000", "the embedded database failed to answer"));
          });
      }
    });
    socket.on("error", () => socket.destroy());
    // A client that has sent its end sends nothing more: what it sent and is not under way yet is not run.
    socket.on("end", leave);
    socket.on("close", () => {
      sockets.delete(socket);
      leave();
    });
  }

  const server = net.createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await stopped;
        // The server's close event comes before its sockets' own: wait for every connection, not for the events.
        await Promise.all([...connections]);
        await backend.close();
      })();
      return closing;
    },
  };
}

/** Whether an untyped message is a startup message, not an SSL, GSS or cancel request. */
function isStartup(message: Buffer): boolean {
  const code = message.readInt32BE(4);
  return code !== SSL_REQUEST && code !== GSSENC_REQUEST && code !== CANCEL_REQUEST;
}
