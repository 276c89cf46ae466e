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

// A word with percent-escapes in it (a path or query as a request logs it), and one escape of an ASCII character:
// every pattern above is ASCII, so decoding those is enough to see what they hide, and never fails.
const ESCAPED_WORD = /[^\s"'<>]*%[0-9a-f]{2}[^\s"'<>]*/gi;
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

function mask(text: string): string {
  return text
    .replace(JWT, "[redacted token]")
    .replace(NAMED_SECRET, "$1[redacted]")
    .replace(EMAIL, "[redacted email]")
    .replace(PHONE, "[redacted phone]");
}

/** A word's ASCII escapes decoded, as often as they were applied (`%2540` is `%40` is `@`), within reason. */
function decodeAsciiEscapes(word: string): string {
  let decoded = word;
  for (let round = 0; round < 3; round++) {
    const next = decoded.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

export function redactSecrets(text: string): string {
  // An address in a URL arrives encoded (leak-victim%40example.com): such a word is logged decoded and masked,
  // any other as it came.
  return mask(text).replace(ESCAPED_WORD, (word) => {
    const decoded = decodeAsciiEscapes(word);
    const masked = mask(decoded);
    return masked === decoded ? word : masked;
  });
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
