import { serverEnv } from "@/lib/env";
import { forgetOldSubmissions } from "@/lib/requests/store";
import { deliverDueMail, type MailSender } from "./outbox";
import { smtpSender } from "./transport";
import { logError } from "@/lib/logging";

// The outbox is delivered right after each accepted request (kickOutbox) and every few seconds besides,
// for retries and for mail written while the server was down.
const INTERVAL_MS = 15_000;

let sender: MailSender | undefined;
let running: Promise<void> | null = null;

function currentSender(): MailSender {
  if (sender === undefined) sender = smtpSender(serverEnv().SMTP_URL, serverEnv().MAIL_FROM);
  return sender;
}

/** Delivers what is due now; a call while a delivery runs joins it instead of starting another. */
export function kickOutbox(): Promise<void> {
  running ??= (async () => {
    try {
      const now = new Date();
      await deliverDueMail(currentSender(), now);
      await forgetOldSubmissions(now);
    } catch (error) {
      logError("outbox.run", error);
    } finally {
      running = null;
    }
  })();
  return running;
}

export function startOutboxWorker() {
  setInterval(() => void kickOutbox(), INTERVAL_MS).unref();
  void kickOutbox();
}
