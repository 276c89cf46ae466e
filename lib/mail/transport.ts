import nodemailer from "nodemailer";
import type { MailSender, OutgoingMail } from "./outbox";

// Timeouts short enough that a hung server fails the attempt (and it is retried) instead of stalling the worker.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * RFC 8058 one-click unsubscribe: mail programs show their own "unsubscribe" button and post to the URL without
 * opening it, so no visit to the site (nor a scanner's fetch of a link) is needed or can end an alert by accident.
 */
export function listHeaders(mail: OutgoingMail): Record<string, string> | undefined {
  if (!mail.unsubscribeUrl) return undefined;
  return { "List-Unsubscribe": `<${mail.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** A sender over SMTP (nodemailer), or null without SMTP_URL: the outbox then logs mail instead. */
export function smtpSender(smtpUrl: string | undefined, from: string): MailSender {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl, { from });
  Object.assign(transport.options, TIMEOUTS);
  return async (mail) => {
    // Attachments are encoded by nodemailer (base64, their own MIME part each).
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: listHeaders(mail),
      attachments: mail.attachments,
    });
  };
}
