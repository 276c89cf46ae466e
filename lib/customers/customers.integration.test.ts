import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import { historyOf } from "@/lib/admin/history";
import { storeRequest, type RequestFields } from "@/lib/requests/store";
import { senderKey } from "@/lib/requests/rate-limit";
import { requestFields } from "@/test/request-fields";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { customerOfRequest, getCustomer, mergeCustomers, splitCustomer } from "./customers";
import { listCustomers } from "./customer-list";
import { resendStatusLink } from "./status-link";
import { splitField } from "./forms";

// Requests with the same phone number or email address, however typed, are one customer; staff merge what the
// rule missed and split what it joined wrongly, and send a request's status link again. Actions are sent as the
// framework sends them, by the account `request.staff` names: a staff account (not an owner) does all of it.
const request = vi.hoisted(() => ({ staff: null as StaffSession | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ updateTag: () => {} }));
vi.mock("next/server", () => ({ after: () => {} }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => request.staff }));

const { addCustomerNoteAction, mergeCustomer, splitCustomerRequests, sendStatusLink } =
  await import("@/app/actions/admin-customers");

let unique = 0;
/** A contact as a visitor types it, parsed by the form's schema; unnamed fields are this test's own. */
function contact(typed: { phone?: string; email?: string } = {}): RequestFields {
  unique += 1;
  return requestFields({
    email: typed.email ?? `customer-${randomUUID()}@example.jp`,
    phone: typed.phone ?? `03${String(10_000_000 + unique * 7919).slice(-8)}`,
  });
}

async function arrive(fields: RequestFields, now = new Date()): Promise<number> {
  const outcome = await storeRequest(
    { type: "sale", locale: "ja", fields, idempotencyKey: randomUUID(), senderKey: senderKey(randomUUID()) },
    (n, token) => [
      { audience: "customer", kind: "acknowledgement", toAddress: fields.email, subject: `#${n}`, text: token },
    ],
    now,
  );
  if (outcome.status !== "created") throw new Error(`not stored: ${outcome.status}`);
  return outcome.n;
}

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("the customer as one person", () => {
  const db = useTestDatabase({ connections: 6 });
  let staff: StaffSession;
  const customerOf = async (n: number) =>
    (await db.order.findUniqueOrThrow({ where: { n }, select: { customerId: true } })).customerId!;
  const send = <T>(action: (previous: null, payload: FormData) => Promise<T>, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return action(null, form);
  };

  beforeAll(async () => {
    const account = await db.adminUser.create({
      data: { email: "kato@example.jp", name: "加藤", passwordHash: "-", role: "staff" },
    });
    staff = { ...TEST_STAFF, userId: account.id, name: "加藤", email: account.email, role: "staff" };
  });
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    request.staff = staff;
  });

  it("joins requests whose phone numbers are one number however they were typed", async () => {
    const typed = ["090-2222-3333", "０９０２２２２３３３３", "+81 90 2222 3333", "(090) 2222 3333", "090ー2222ー3333"];
    const ns = [];
    for (const phone of typed) ns.push(await arrive(contact({ phone })));
    const customers = new Set(await Promise.all(ns.map(customerOf)));
    expect(customers.size).toBe(1);
    expect(await customerOfRequest(staff, ns[0])).toEqual({ id: [...customers][0], otherRequests: 4 });
  });

  it("joins requests whose addresses differ only in case and spaces, and keeps strangers apart", async () => {
    const first = await arrive(contact({ email: "Hanako.Sato@Example.JP" }));
    const second = await arrive(contact({ email: "  hanako.sato@example.jp " }));
    const third = await arrive(contact({ email: "HANAKO.SATO@EXAMPLE.JP" }));
    const stranger = await arrive(contact({ email: "someone.else@example.jp" }));
    expect(await customerOf(second)).toBe(await customerOf(first));
    expect(await customerOf(third)).toBe(await customerOf(first));
    expect(await customerOf(stranger)).not.toBe(await customerOf(first));
  });

  it("joins the latest matching request's customer when phone and email lead to two, and names the other", async () => {
    const start = new Date("2026-11-20T01:00:00Z");
    const byPhone = await arrive(contact({ phone: "080-4444-5555" }), start);
    const byEmail = await arrive(contact({ email: "both@example.jp" }), minutesAfter(start, 1));
    const both = await arrive(contact({ phone: "08044445555", email: "Both@example.jp" }), minutesAfter(start, 2));
    expect(await customerOf(both)).toBe(await customerOf(byEmail));
    expect((await getCustomer(staff, await customerOf(both)))?.sharingContact).toEqual([
      { id: await customerOf(byPhone), n: byPhone },
    ]);
    const [row] = await historyOf(staff, "order", both);
    expect(row).toMatchObject({
      action: "customerMatchedSeveral",
      actorId: null,
      changes: { customer: [null, await customerOf(byEmail)], otherCustomers: [null, [await customerOf(byPhone)]] },
    });
  });

  it("shows every request, note and mail of a customer in time order", async () => {
    const start = new Date("2026-11-21T01:00:00Z");
    const first = await arrive(contact({ phone: "070-1111-2222" }), start);
    await db.orderNote.create({
      data: { orderN: first, authorName: "加藤", body: "折り返し済み", createdAt: minutesAfter(start, 5) },
    });
    const second = await arrive(contact({ phone: "07011112222" }), minutesAfter(start, 10));
    const customer = await getCustomer(staff, await customerOf(first));
    expect(customer?.requests.map((r) => r.n)).toEqual([second, first]);
    expect(customer?.timeline.map((event) => [event.kind, event.n])).toEqual([
      ["request", first],
      ["mail", first],
      ["note", first],
      ["request", second],
      ["mail", second],
    ]);
  });

  it("merges the customer of another request in, with each move in the history, over the version seen", async () => {
    const kept = await arrive(contact({ phone: "090-6666-7777" }));
    const other = await arrive(contact({ phone: "090-8888-9999" }));
    const [keptId, otherId] = [await customerOf(kept), await customerOf(other)];
    const { version } = (await getCustomer(staff, keptId))!;

    expect(
      await send(mergeCustomer, { id: String(keptId), version: String(version), otherN: String(kept) }),
    ).toMatchObject({
      ok: false,
      formError: { code: "sameCustomer" },
    });
    expect(await send(mergeCustomer, { id: String(keptId), version: String(version), otherN: "999999" })).toMatchObject(
      {
        ok: false,
        formError: { code: "notFound" },
      },
    );
    // The number as the request's mail writes it, typed on a Japanese keyboard.
    const written = `No.${String(other).replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0))}`;
    expect(await send(mergeCustomer, { id: String(keptId), version: String(version), otherN: written })).toEqual({
      ok: true,
      value: { id: keptId, version: version + 1 },
    });
    expect(await customerOf(other)).toBe(keptId);
    expect(await db.customer.findUnique({ where: { id: otherId } })).toBeNull();
    expect((await historyOf(staff, "customer", keptId))[0]).toMatchObject({
      action: "merged",
      actorId: staff.userId,
      changes: { requests: [[kept], [kept, other]] },
    });
    expect((await historyOf(staff, "order", other))[0]).toMatchObject({
      action: "customer",
      changes: { customer: [otherId, keptId] },
    });
    // A tab opened before the merge saves nothing over it.
    expect(await mergeCustomers(staff, keptId, version, other)).toEqual({ ok: false, error: "conflict" });
    // The merge holds: the other number's next request joins the merged customer.
    expect(await customerOf(await arrive(contact({ phone: "09088889999" })))).toBe(keptId);
  });

  it("splits requests off to a new customer, keeps one behind; later ones follow the latest match", async () => {
    const start = new Date("2026-11-22T01:00:00Z");
    const mine = await arrive(contact({ phone: "090-1212-3434" }), start);
    const brothers = await arrive(
      contact({ phone: "090-1212-3434", email: "brother@example.jp" }),
      minutesAfter(start, 1),
    );
    const id = await customerOf(mine);
    const { version } = (await getCustomer(staff, id))!;

    const everything = {
      id: String(id),
      version: String(version),
      [splitField(mine)]: "1",
      [splitField(brothers)]: "1",
    };
    expect(await send(splitCustomerRequests, everything)).toMatchObject({ ok: false, formError: { code: "splitAll" } });
    const split = await send(splitCustomerRequests, {
      id: String(id),
      version: String(version),
      [splitField(brothers)]: "1",
    });
    expect(split.ok).toBe(true);
    const created = await customerOf(brothers);
    expect(created).not.toBe(id);
    expect(split).toEqual({ ok: true, value: { id: created, version: 1 } });
    expect(await customerOf(mine)).toBe(id);
    expect((await historyOf(staff, "customer", id))[0]).toMatchObject({
      action: "split",
      changes: { requests: [[mine, brothers], [mine]] },
    });
    expect(await splitCustomer(staff, id, version, [mine])).toEqual({ ok: false, error: "conflict" });

    // The brother's address, and the shared phone now last used by him, lead to his customer; the first
    // customer's own new address with the phone also goes to him, the latest request with that phone.
    expect(await customerOf(await arrive(contact({ email: "brother@example.jp" }), minutesAfter(start, 2)))).toBe(
      created,
    );
    expect(await customerOf(await arrive(contact({ phone: "09012123434" }), minutesAfter(start, 3)))).toBe(created);
  });

  it("keeps staff's notes on a customer in the order written; a merge carries them, a split leaves them", async () => {
    const start = new Date("2026-11-24T01:00:00Z");
    const kept = await arrive(contact(), start);
    const other = await arrive(contact(), minutesAfter(start, 1));
    const [keptId, otherId] = [await customerOf(kept), await customerOf(other)];
    const note = (id: number, body: string) => send(addCustomerNoteAction, { id: String(id), body });

    expect(await note(keptId, "  ")).toMatchObject({ ok: false, fieldErrors: { body: expect.anything() } });
    expect(await note(999_999, "誰でもない")).toMatchObject({ ok: false, formError: { code: "notFound" } });
    expect(await note(keptId, "支払いは現金、月末締め")).toMatchObject({ ok: true });
    expect(await note(otherId, "平ボディを探している")).toMatchObject({ ok: true });
    expect((await historyOf(staff, "customer", keptId))[0]).toMatchObject({
      action: "note",
      actorId: staff.userId,
      changes: { note: [null, "支払いは現金、月末締め"] },
    });

    const { version } = (await getCustomer(staff, keptId))!;
    expect((await mergeCustomers(staff, keptId, version, other)).ok).toBe(true);
    const merged = (await getCustomer(staff, keptId))!;
    expect(merged.notes.map((n) => [n.authorName, n.body])).toEqual([
      ["加藤", "支払いは現金、月末締め"],
      ["加藤", "平ボディを探している"],
    ]);
    expect((await splitCustomer(staff, keptId, merged.version, [other])).ok).toBe(true);
    expect((await getCustomer(staff, keptId))!.notes).toHaveLength(2);
    expect((await getCustomer(staff, await customerOf(other)))!.notes).toEqual([]);
  });

  it("lists customers the latest heard from first, found by any of their requests, with their counts", async () => {
    const start = new Date("2026-11-25T01:00:00Z");
    const tag = `list-${randomUUID().slice(0, 8)}`;
    const first = contact({ email: `first@${tag}.example.jp` });
    const older = await arrive(first, start);
    const other = await arrive(contact({ email: `second@${tag}.example.jp` }), minutesAfter(start, 5));
    const again = await arrive(
      contact({ phone: first.phone, email: `again@${tag}.example.jp` }),
      minutesAfter(start, 10),
    );
    await db.order.update({ where: { n: older }, data: { status: "closed" } });
    const [firstId, otherId] = [await customerOf(older), await customerOf(other)];
    await send(addCustomerNoteAction, { id: String(firstId), body: "大口のお客様" });

    const found = await listCustomers(staff, { q: tag, page: 1 });
    expect(found.total).toBe(2);
    expect(found.customers.map((c) => [c.id, c.latest.n, c.requests, c.openRequests, c.notes])).toEqual([
      [firstId, again, 2, 1, 1],
      [otherId, other, 1, 1, 0],
    ]);
    expect(found.customers[0].lastHeardAt).toEqual(minutesAfter(start, 10));
    // A phone number as staff type it off a caller's display, in full-width digits, finds the customer.
    const typed = first.phone.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    expect((await listCustomers(staff, { q: typed, page: 1 })).customers.map((c) => c.id)).toEqual([firstId]);
    expect(await listCustomers(staff, { q: `${tag}-nobody`, page: 1 })).toMatchObject({ total: 0, customers: [] });
  });

  it("sends a new status link: the old one stops working, the mail is queued and the history says who", async () => {
    const now = new Date("2026-11-23T01:00:00Z");
    const fields = contact({ email: "link@example.jp" });
    const outcome = await storeRequest(
      { type: "sale", locale: "ja", fields, idempotencyKey: randomUUID(), senderKey: senderKey(randomUUID()) },
      () => [],
      now,
    );
    if (outcome.status !== "created" || !outcome.statusToken) throw new Error("not stored");
    const { n, statusToken: oldToken } = outcome;
    expect(await requestStatusByToken(oldToken)).not.toBeNull();

    const mailed: string[] = [];
    const sent = await resendStatusLink(
      staff,
      n,
      async ({ url }) => {
        mailed.push(url);
        return { subject: `#${n}`, text: url };
      },
      now,
    );
    expect(sent).toEqual({ ok: true, n });
    expect(await requestStatusByToken(oldToken)).toBeNull();
    const newToken = mailed[0].split("/").at(-1)!;
    expect(await requestStatusByToken(newToken)).toMatchObject({ n });
    expect(await db.outboxMail.findMany({ where: { orderN: n }, select: { kind: true, toAddress: true } })).toEqual([
      { kind: "statusLink", toAddress: "link@example.jp" },
    ]);
    expect((await getCustomer(staff, await customerOf(n)))?.requests[0].statusLinkSentAt).toEqual(now);
    expect((await historyOf(staff, "order", n))[0]).toMatchObject({ action: "statusLinkSent", actorId: staff.userId });

    expect(await send(sendStatusLink, { n: "999999" })).toMatchObject({ ok: false, formError: { code: "notFound" } });
  });
});
