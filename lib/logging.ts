// The one logger of the server: one JSON line per event on stdout (info) or stderr (warn, error), with its
// time. Every text that reaches it is masked first, because error messages quote what a failing query or call
// was given (Prisma prints its arguments, a mail server the address it refused): no credential and no
// customer's email address or phone number may reach the log that way. Customer names and messages are never
// handed to it: events carry ids and numbers.
const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
const NAMED_SECRET =
  /(["']?\b(?:password\w*|passwordHash|token|secret\w*|sid|sessionId)\b["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,}]+)/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
// Japanese numbers as customers write them (090-1234-5678, 03 1234 5678, +81 90 1234 5678, 0120555860).
const PHONE = /(?<![\w.:/-])(?:\+81[-\s]?\d{1,4}|0\d{1,4})[-\s]?\d{1,4}[-\s]?\d{3,4}(?![\w-])/g;

export function redactSecrets(text: string): string {
  return text
    .replace(JWT, "[redacted token]")
    .replace(NAMED_SECRET, "$1[redacted]")
    .replace(EMAIL, "[redacted email]")
    .replace(PHONE, "[redacted phone]");
}

type Level = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;

function write(level: Level, event: string, fields: LogFields = {}): void {
  const masked = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? redactSecrets(value) : value]),
  );
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...masked });
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields?: LogFields) => write("info", event, fields),
  warn: (event: string, fields?: LogFields) => write("warn", event, fields),
  error: (event: string, fields?: LogFields) => write("error", event, fields),
};

/** What of an error goes to the log: its message, and its stack where the cause must be found. */
export function errorFields(error: unknown, withStack = false): LogFields {
  const err = error instanceof Error ? error : new Error(String(error));
  return { message: err.message, ...(withStack && { stack: err.stack }) };
}

/** A failure the visitor or staff member is answered for elsewhere. */
export function logError(event: string, error: unknown): void {
  log.error(event, errorFields(error));
}
