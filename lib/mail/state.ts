import "server-only";
import type { MailAudience, MailStatus } from "@/lib/generated/prisma/enums";
import { serverEnv } from "@/lib/env";

export type { MailAudience, MailStatus };

/** Where a mail is, as staff need to know it. */
export type MailState = "pending" | "sent" | "unsent" | "failed";

const STATES: Record<MailStatus, MailState> = {
  pending: "pending",
  sent: "sent",
  // Written to the log because no mail server is set (the embedded default): nobody received it.
  logged: "unsent",
  failed: "failed",
};

/** A stored mail's state in staff's terms: a mail only logged was never sent. */
export function mailStateOf(status: MailStatus): MailState {
  return STATES[status];
}

/**
 * Whether mail leaves the site at all (SMTP_URL). Without a server every mail stays in the outbox, where staff
 * can read it and send it by hand.
 */
export function mailServerIsSet(): boolean {
  return Boolean(serverEnv().SMTP_URL);
}
