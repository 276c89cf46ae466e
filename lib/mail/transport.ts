import nodemailer from "nodemailer";
import type { MailSender } from "./outbox";

// Timeouts short enough that a hung server fails the attempt (and it is retried) instead of stalling the worker.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A sender over SMTP (nodemailer), or null without SMTP_URL: the outbox then logs mail instead. */
export function smtpSender(smtpUrl: string | undefined, from: string): MailSender {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl, { from });
  Object.assign(transport.options, TIMEOUTS);
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
