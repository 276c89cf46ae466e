import { describe, expect, it } from "vitest";
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import { TEST_CUSTOMER, useTestDatabase } from "@/test/suite";
import { documentContent } from "@/lib/deals/content";
import { renderDealDocument } from "@/lib/deals/pdf";
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from "./outbox";
import { smtpSender } from "./transport";

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as net.AddressInfo;
  return { received, port: address.port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("mail outbox", () => {
  const db = useTestDatabase();

  const queue = (subject: string) =>
    db.outboxMail.create({
      data: {
        audience: "customer",
        kind: "acknowledgement",
        locale: "ja",
        toAddress: "taro@example.jp",
        subject,
        text: "山田 太郎 様\n受付番号 10001 <b>そのまま</b>",
      },
    });

  it("sends what is due over SMTP, in Japanese, exactly once", async () => {
    const smtp = await startSmtp();
    try {
      const mail = await queue("お問い合わせを受け付けました（受付番号 10001）");
      const send = smtpSender(`smtp://127.0.0.1:${smtp.port}`, "東邦トラック販売 <no-reply@toho-truck.example>");
      expect(await deliverDueMail(send)).toMatchObject({ sent: 1, retrying: 0 });
      expect(await deliverDueMail(send)).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].subject).toBe("お問い合わせを受け付けました（受付番号 10001）");
      expect(smtp.received[0].text?.trim()).toBe("山田 太郎 様\n受付番号 10001 <b>そのまま</b>");
      expect(smtp.received[0].from?.text).toContain("no-reply@toho-truck.example");
      expect(smtp.received[0].attachments).toEqual([]);
      expect(await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: "sent",
        attempts: 1,
        lastError: null,
      });
    } finally {
      await smtp.stop();
    }
  });

  it("attaches a document's PDF, byte for byte as stored, named by its number", async () => {
    const order = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" }, select: { n: true } });
    const content = documentContent({
      kind: "quote",
      no: 12,
      locale: "ja",
      issuedOn: "2026-12-07",
      validUntil: "2026-12-21",
      requestNo: order.n,
      recipientName: "山田 太郎",
      recipientCompany: null,
      lines: [{ kind: "body", label: "いすゞ エルフ", amountYen: 3_300_000 }],
      replacesNo: null,
    });
    const pdf = await renderDealDocument(content);
    const document = await db.dealDocument.create({
      data: {
        kind: "quote",
        no: 12,
        locale: "ja",
        issuedOn: new Date("2026-12-07"),
        validUntil: new Date("2026-12-21"),
        orderN: order.n,
        recipientName: "山田 太郎",
        totalYen: content.totals.amountDueYen,
        content: JSON.parse(JSON.stringify(content)),
        pdf: new Uint8Array(pdf),
        issuedByName: "staff@example.jp",
      },
    });
    await db.outboxMail.create({
      data: {
        orderN: order.n,
        audience: "customer",
        kind: "document",
        documentId: document.id,
        locale: "ja",
        toAddress: "taro@example.jp",
        subject: "見積書（Q-000012）をお送りします",
        text: "山田 太郎 様\n見積書をお送りします。\n",
      },
    });
    const smtp = await startSmtp();
    try {
      const send = smtpSender(`smtp://127.0.0.1:${smtp.port}`, "no-reply@toho-truck.example");
      expect(await deliverDueMail(send)).toMatchObject({ sent: 1 });
      const [mail] = smtp.received;
      expect(mail.text?.trim()).toBe("山田 太郎 様\n見積書をお送りします。");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ contentType: "application/pdf", filename: "Q-000012.pdf" });
      expect(Buffer.compare(mail.attachments[0].content, pdf)).toBe(0);
    } finally {
      await smtp.stop();
    }
  });

  it("keeps a mail when the server is down, and delivers it on a later try once it is up", async () => {
    const port = await freePort();
    const send = smtpSender(`smtp://127.0.0.1:${port}`, "no-reply@toho-truck.example");
    const mail = await queue("down at first");
    const firstTry = new Date();
    expect(await deliverDueMail(send, firstTry)).toMatchObject({ sent: 0, retrying: 1 });
    const waiting = await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } });
    expect(waiting.status).toBe("pending");
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBe(firstTry.getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried before the backoff has passed.
    expect(await deliverDueMail(send, new Date(firstTry.getTime() + 1000))).toMatchObject({ sent: 0, retrying: 0 });

    const smtp = await startSmtp(port);
    try {
      expect(await deliverDueMail(send, new Date(firstTry.getTime() + retryDelayMs(1)))).toMatchObject({ sent: 1 });
      expect(smtp.received.map((m) => m.subject)).toEqual(["down at first"]);
      expect(await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: "sent",
        attempts: 2,
        lastError: null,
      });
    } finally {
      await smtp.stop();
    }
  });

  it("gives up after the last attempt and records why, for staff to see", async () => {
    const port = await freePort();
    const send = smtpSender(`smtp://127.0.0.1:${port}`, "no-reply@toho-truck.example");
    const mail = await queue("never delivered");
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(send, now);
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await deliverDueMail(send, new Date(now.getTime() + 24 * 3600_000))).toMatchObject({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("never hands one mail to two workers", async () => {
    const smtp = await startSmtp();
    try {
      const subjects = await Promise.all(["a", "b", "c", "d", "e"].map((s) => queue(`parallel ${s}`)));
      const send = smtpSender(`smtp://127.0.0.1:${smtp.port}`, "no-reply@toho-truck.example");
      await Promise.all([deliverDueMail(send), deliverDueMail(send), deliverDueMail(send)]);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(subjects.map((m) => m.subject).sort());
    } finally {
      await smtp.stop();
    }
  });

  it("without an SMTP server, writes each mail to the log and marks it so", async () => {
    const mail = await queue("logged only");
    expect(await deliverDueMail(smtpSender(undefined, "x@example.jp"))).toMatchObject({ logged: 1 });
    expect((await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("logged");
  });
});
