import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/outbox";
import { hashStatusToken } from "@/lib/requests/status-token";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { mayMailUnverified } from "@/lib/requests/rate-limit";
import { UNVERIFIED_MAIL_LIMITS } from "@/lib/requests/limits";
import { addOrderNote, getOrder } from "./order-inbox";
import { historyOf } from "./history";
import { replyDraft } from "./order-replies";
import { mailSignature } from "@/lib/mail/signature";

// Answering a request from its page (issue 39, section 3), through the actions as the framework calls them: the
// templates and who may delete one, the reply filled in, queued in the outbox and kept in the thread, its failure
// shown on the request and tried again, and the customer's status page. The placeholders' own rules are
// lib/requests/reply-text.test.ts's.
const request = vi.hoisted(() => ({ staff: null as StaffSession | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ updateTag: () => {} }));
vi.mock("next/server", () => ({ after: () => {} }));
vi.mock("@/lib/mail/worker", () => ({ kickOutbox: async () => {} }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => request.staff }));

const { saveReplyTemplateForm, removeReplyTemplate, sendOrderReply, retryMail } =
  await import("@/app/actions/admin-replies");
const { changeOwnName } = await import("@/app/actions/admin-accounts");

const TOKEN = "A".repeat(43);
const form = (values: Record<string, string | number | null>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value === null ? "" : String(value));
  return data;
};

describe("replies to a request", () => {
  const db = useTestDatabase();
  let clerk: StaffSession;
  let n: number;

  beforeAll(async () => {
    const account = await db.adminUser.create({
      data: { email: "clerk@example.jp", name: "営業 佐藤", passwordHash: "-", role: "staff" },
    });
    clerk = { userId: account.id, sessionId: "clerk", email: account.email, name: account.name, role: "staff" };
    n = (
      await db.order.create({
        data: {
          ...TEST_CUSTOMER,
          type: "vehicle",
          statusTokenHash: hashStatusToken(TOKEN),
          vehicles: {
            create: [
              {
                position: 0,
                kind: "sale",
                strId: "ranger-1",
                inquiryNo: 1001,
                name: "日野 レンジャー",
                priceYen: 4_980_000,
              },
              { position: 1, kind: "sale", strId: "elf-2", inquiryNo: 1002, name: "いすゞ エルフ", priceYen: null },
            ],
          },
        },
      })
    ).n;
  });
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
    request.staff = clerk;
  });

  const template = {
    name: "在庫あり",
    requestType: "vehicle",
    locale: "ja",
    subject: "【受付番号 {受付番号}】お問い合わせの車両について",
    body: "{お客様名} 様\n{車両名}\n支払総額（税込）：{支払総額}\n{車両URL}\n{会社名}の{担当者名}\n{署名}",
  };

  it("lets staff keep templates, refuses a placeholder nobody listed, and leaves deleting one to owners", async () => {
    const refused = await saveReplyTemplateForm(
      null,
      form({ ...template, body: "{お名前} 様", id: null, version: null }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { body: { code: "unknownPlaceholder", value: "{お名前}" } },
    });
    expect(await db.replyTemplate.count()).toBe(0);

    const created = await saveReplyTemplateForm(null, form({ ...template, id: null, version: null }));
    expect(created).toMatchObject({ ok: true, value: { version: 1 } });
    const id = created.ok ? created.value.id : 0;
    const edited = await saveReplyTemplateForm(null, form({ ...template, name: "在庫あり・見積もり", id, version: 1 }));
    expect(edited).toMatchObject({ ok: true, value: { version: 2 } });

    expect(await removeReplyTemplate(null, { id })).toMatchObject({ ok: false, formError: { code: "forbidden" } });
    const general = await saveReplyTemplateForm(
      null,
      form({
        ...template,
        name: "お礼",
        requestType: "",
        locale: "en",
        subject: "Your enquiry {requestNumber}",
        id: null,
        version: null,
      }),
    );
    request.staff = TEST_STAFF;
    const generalId = general.ok ? general.value.id : 0;
    expect(await removeReplyTemplate(null, { id: generalId })).toMatchObject({ ok: true });

    expect((await historyOf(clerk, "reply_template", id)).map((row) => [row.action, row.actorName])).toEqual([
      ["updated", "営業 佐藤"],
      ["created", "営業 佐藤"],
    ]);
    expect((await historyOf(clerk, "reply_template", generalId)).map((row) => row.action)).toEqual([
      "deleted",
      "created",
    ]);
    await db.replyTemplate.update({ where: { id }, data: { name: template.name } });
  });

  it("fills a template with the number, the customer, each vehicle's name, price and page, and who signs", async () => {
    const { id } = await db.replyTemplate.findFirstOrThrow({ where: { requestType: "vehicle" } });
    expect(await replyDraft(clerk, n, id)).toEqual({
      subject: `【受付番号 ${n}】お問い合わせの車両について`,
      body: [
        "山田 太郎 様",
        "日野 レンジャー（管理番号 1001）\nいすゞ エルフ（管理番号 1002）",
        "支払総額（税込）：498万円\n価格はお問い合わせください",
        "http://127.0.0.1:3000/jp/sale/item/ranger-1\nhttp://127.0.0.1:3000/jp/sale/item/elf-2",
        "東邦トラック販売株式会社の営業 佐藤",
        // Signed by whoever replies, in the template's language.
        mailSignature("ja", "http://127.0.0.1:3000/jp", "営業 佐藤"),
      ].join("\n"),
    });
  });

  it("queues the reply to the request's address, keeps it, shows the customer it (never a note)", async () => {
    await addOrderNote(clerk, n, "値引きは10万円まで");
    const { version } = await db.order.findUniqueOrThrow({ where: { n } });
    // A placeholder left in the reply would reach the customer as written: nothing fills it once sent.
    const unfilled = form({ id: n, version, subject: "お問い合わせの車両について", body: "{お客様名} 様" });
    expect(await sendOrderReply(null, unfilled)).toMatchObject({
      ok: false,
      fieldErrors: { body: { code: "unfilledPlaceholder", value: "{お客様名}" } },
    });
    expect(await db.outboxMail.count({ where: { orderN: n, kind: "reply" } })).toBe(0);
    const post = form({
      id: n,
      version,
      subject: "お問い合わせの車両について",
      body: "山田 太郎 様\n在庫がございます。",
      followUpOn: "2026-12-08",
    });
    // Answered: the request moves on to 連絡済み, due again on the day the reply promised (two versions on).
    expect(await sendOrderReply(null, post)).toMatchObject({ ok: true, value: { version: version + 2 } });
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({
      status: "contacted",
      followUpOn: new Date("2026-12-08T00:00:00Z"),
      version: version + 2,
    });
    // The same post again (the page reloaded after sending without scripts) mails nothing twice.
    expect(await sendOrderReply(null, post)).toMatchObject({ ok: false, formError: { code: "conflict" } });
    expect(await db.outboxMail.count({ where: { orderN: n, kind: "reply" } })).toBe(1);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { orderN: n, kind: "reply" } });
    expect(mail).toMatchObject({
      audience: "customer",
      toAddress: TEST_CUSTOMER.email,
      subject: "お問い合わせの車両について",
      text: "山田 太郎 様\n在庫がございます。\n",
      status: "pending",
    });
    const order = await getOrder(clerk, n);
    expect(order!.replies).toMatchObject([
      { authorName: "営業 佐藤", subject: "お問い合わせの車両について", mail: { id: mail.id, status: "pending" } },
    ]);
    const history = await historyOf(clerk, "order", n);
    expect(history.find((row) => row.action === "replied")).toMatchObject({
      actorName: "営業 佐藤",
      changes: { replySubject: [null, "お問い合わせの車両について"], followUpOn: [null, "2026-12-08"] },
    });
    expect(history.find((row) => row.action === "status")).toMatchObject({ changes: { status: ["new", "contacted"] } });

    const page = await requestStatusByToken(TOKEN);
    expect(page!.status).toBe("contacted");
    expect(page!.replies).toMatchObject([
      { subject: "お問い合わせの車両について", body: "山田 太郎 様\n在庫がございます。" },
    ]);
    expect(JSON.stringify(page)).not.toContain("値引き");
  });

  it("marks a reply failed after the last try, shows it on the request, sends it when staff try again", async () => {
    const mail = await db.outboxMail.findFirstOrThrow({ where: { orderN: n, kind: "reply" } });
    const refuse = async () => {
      throw new Error("550 mailbox unavailable");
    };
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(refuse, now);
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
    }
    const failed = await getOrder(clerk, n);
    expect(failed!.replies[0].mail).toMatchObject({ status: "failed", lastError: "550 mailbox unavailable" });
    expect(failed!.mails.filter((row) => row.status === "failed").map((row) => row.id)).toEqual([mail.id]);

    // Only a failed mail is tried again: one still under way or sent is never sent twice.
    const pendingMail = await db.outboxMail.create({
      data: {
        orderN: n,
        audience: "customer",
        kind: "reply",
        locale: "ja",
        toAddress: "x@example.jp",
        subject: "s",
        text: "t",
      },
    });
    expect(await retryMail(null, { n, mailId: pendingMail.id })).toMatchObject({
      ok: false,
      formError: { code: "notFound" },
    });
    expect(await retryMail(null, { n: n + 1000, mailId: mail.id })).toMatchObject({ ok: false });
    await db.outboxMail.delete({ where: { id: pendingMail.id } });

    expect(await retryMail(null, { n, mailId: mail.id })).toMatchObject({ ok: true });
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect((await historyOf(clerk, "order", n))[0]).toMatchObject({ action: "mailRetried" });
    const delivered: string[] = [];
    await deliverDueMail(async (out) => void delivered.push(out.to), new Date(Date.now() + 1000));
    expect(delivered).toEqual([TEST_CUSTOMER.email]);
    expect((await getOrder(clerk, n))!.replies[0].mail).toMatchObject({ status: "sent" });
  });

  it("sends replies past the acknowledgements' budget for an address, and spends none of it", async () => {
    const budget = UNVERIFIED_MAIL_LIMITS.acknowledgement.perAddress.max;
    for (let i = 0; i <= budget; i++) {
      const { version } = await db.order.findUniqueOrThrow({ where: { n } });
      expect(
        await sendOrderReply(null, form({ id: n, version, subject: `続報 ${i}`, body: "ご連絡です。" })),
      ).toMatchObject({ ok: true });
    }
    const allowed = await db.$transaction((tx) =>
      mayMailUnverified(tx, "acknowledgement", TEST_CUSTOMER.email, new Date()),
    );
    expect(allowed).toEqual({ ok: true });
  });

  it("names the author as they name themselves: the next reply and history row after a rename", async () => {
    expect(await changeOwnName(null, form({ name: "  営業 佐藤 健 " }))).toMatchObject({ ok: true });
    // Every request reads the account again (lib/auth/sessions.ts): the next one carries the new name.
    request.staff = { ...clerk, name: (await db.adminUser.findUniqueOrThrow({ where: { id: clerk.userId } })).name };
    const { version } = await db.order.findUniqueOrThrow({ where: { n } });
    const post = form({ id: n, version, subject: "お見積もりの件", body: "お見積もりをお送りします。" });
    expect(await sendOrderReply(null, post)).toMatchObject({ ok: true });
    const replies = await db.orderReply.findMany({ where: { orderN: n }, orderBy: { id: "asc" } });
    expect(replies.at(-1)).toMatchObject({ subject: "お見積もりの件", authorName: "営業 佐藤 健" });
    expect(replies[0]).toMatchObject({ authorName: "営業 佐藤" });
    const history = await historyOf(clerk, "order", n);
    expect(history.find((row) => row.action === "replied")).toMatchObject({
      actorName: "営業 佐藤 健",
      changes: { replySubject: [null, "お見積もりの件"] },
    });
    expect((await historyOf(clerk, "account", clerk.userId))[0]).toMatchObject({
      action: "renamed",
      actorName: "営業 佐藤",
      entityLabel: "営業 佐藤 健",
      changes: { name: ["営業 佐藤", "営業 佐藤 健"] },
    });
  });

  it("refuses a reply to a request that is gone", async () => {
    expect(await sendOrderReply(null, form({ id: n + 1000, version: 1, subject: "s", body: "b" }))).toMatchObject({
      ok: false,
      formError: { code: "notFound" },
    });
  });
});
