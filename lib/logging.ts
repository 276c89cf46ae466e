// Error messages can quote what a failing query or call was given (Prisma prints its arguments, a mail server
// the address it refused); neither a credential nor a customer's address may reach the log that way: session
// tokens, passwords, secrets, session ids and email addresses are masked.
const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
const NAMED_SECRET = /(["']?\b(?:password\w*|passwordHash|token|secret\w*|sid|sessionId)\b["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,}]+)/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

export function redactSecrets(text: string): string {
  return text.replace(JWT, "[redacted token]").replace(NAMED_SECRET, "$1[redacted]").replace(EMAIL, "[redacted email]");
}

/** One JSON line for a failure the visitor or staff member is answered for elsewhere, credentials masked. */
export function logError(event: string, error: unknown): void {
  console.error(JSON.stringify({ level: "error", event, message: redactSecrets(error instanceof Error ? error.message : String(error)) }));
}
