import { beforeAll, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { requestFields } from "@/test/request-fields";
import { deleteVehicle } from "@/lib/admin/inventory";
import { saveSearch } from "@/lib/alerts/store";
import { saveSearchSchema } from "@/lib/alerts/search";
import { createVehicleOrder, type OrderedVehicle } from "./orders";
import { forgetOldSubmissions, storeRequest, type MailDraft, type RequestFields } from "./store";
import { SUBMISSION_LIMIT, UNVERIFIED_MAIL_LIMITS } from "./limits";
import { senderKey, type UnverifiedMailKind } from "./rate-limit";
import { hashStatusToken } from "./status-token";

// An address of each request's own: what is mailed to one address has a budget of its own.
const contact = (typed: { email?: string } = {}) => ({
  idempotencyKey: randomUUID(),
  type: "sale" as const,
  fields: requestFields({ contactMethod: "line", message: "<b>見積もり</b>をお願いします", ...typed }),
});

const mailsFor =
  (fields: RequestFields) =>
  (n: number, statusToken: string): MailDraft[] => [
    {
      audience: "staff",
      kind: "requestNotice",
      toAddress: "staff@example.jp",
      subject: `new ${n}`,
      text: fields.message,
    },
    {
      audience: "customer",
      kind: "acknowledgement",
      toAddress: fields.email,
      subject: `thanks ${n}`,
      text: `/requests/${statusToken}`,
    },
  ];

// Each test sends from its own network address so the rate limit of one does not touch another.
const sender = () => senderKey(randomUUID());

const ORIGIN = "https://www.toho-truck.example";

describe("requests", () => {
  const db = useTestDatabase({ demoData: true, connections: 6 });
  let published: string;
  let sold: string;

  beforeAll(async () => {
    // The status link is derived under the server's secret (lib/requests/status-token.ts).
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    published = (await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } })).strId;
    sold = (await db.vehicle.findFirstOrThrow({ where: { status: "sold" } })).strId;
  });

  /** Fills the site-wide budget of a kind of mail up to `room` more; answers what removes the fillers again. */
  async function fillSiteWide(kind: UnverifiedMailKind, room: number) {
    const { max, windowMinutes } = UNVERIFIED_MAIL_LIMITS[kind].siteWide;
    const marker = `filler-${randomUUID()}`;
    const since = new Date(Date.now() - windowMinutes * 60_000);
    const sent = await db.outboxMail.count({ where: { kind, createdAt: { gt: since } } });
    await db.outboxMail.createMany({
      data: Array.from({ length: max - sent - room }, () => ({
        audience: "customer" as const,
        kind,
        locale: "ja" as const,
        toAddress: "x@example.jp",
        subject: marker,
        text: "",
        status: "sent" as const,
      })),
    });
    return () => db.outboxMail.deleteMany({ where: { subject: marker } });
  }

  /** The kinds of mail a request queued, in order. */
  const mailKinds = async (outcome: Awaited<ReturnType<typeof storeRequest>>) =>
    (
      await db.outboxMail.findMany({
        where: { orderN: (outcome as { n: number }).n },
        orderBy: { id: "asc" },
        select: { kind: true },
      })
    ).map((mail) => mail.kind);

  const savedSearchFor = (email: string, word = "") =>
    saveSearchSchema.parse({ email, locale: "ja", kind: "sale", query: word && `q=${word}` });

  it("stores a contact request with every field as typed, its number and both mails, together", async () => {
    const { idempotencyKey, type, fields } = contact();
    const outcome = await storeRequest(
      { type, locale: "en", fields, idempotencyKey, senderKey: sender() },
      mailsFor(fields),
    );
    expect(outcome.status).toBe("created");
    const n = (outcome as { n: number }).n;
    const order = await db.order.findUniqueOrThrow({ where: { n }, include: { mails: { orderBy: { id: "asc" } } } });
    expect(order).toMatchObject({
      type: "sale",
      status: "new",
      lastName: "山田",
      phone: "09012345678",
      contactMethod: "line",
      message: "<b>見積もり</b>をお願いします",
      locale: "en",
      companyName: null,
    });
    expect(order.n).toBeGreaterThanOrEqual(10_001);
    expect(order.mails.map((m) => [m.audience, m.kind, m.subject, m.status, m.locale])).toEqual([
      ["staff", "requestNotice", `new ${n}`, "pending", "en"],
      ["customer", "acknowledgement", `thanks ${n}`, "pending", "en"],
    ]);
  });

  it("stores a resubmission only once, even when the copies arrive together", async () => {
    const request = contact();
    const keys = sender();
    const [orders, mails] = [await db.order.count(), await db.outboxMail.count()];
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => storeRequest({ ...request, locale: "ja", senderKey: keys }, mailsFor(request.fields))),
    );
    expect(await db.order.count()).toBe(orders + 1);
    expect(await db.outboxMail.count()).toBe(mails + 2);
    expect(new Set(outcomes.map((o) => (o as { n: number }).n)).size).toBe(1);
    expect(outcomes.filter((o) => o.status === "created")).toHaveLength(1);
  });

  it("answers a form sent again with the first request's number and the same status link", async () => {
    const request = contact();
    const draft = { ...request, locale: "ja" as const, senderKey: sender() };
    const first = await storeRequest(draft, mailsFor(request.fields));
    const again = await storeRequest(draft, mailsFor(request.fields));
    expect(first).toMatchObject({ status: "created", statusToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(again).toEqual({ ...first, status: "duplicate" });
    const { n, statusToken } = first as { n: number; statusToken: string };
    const order = await db.order.findUniqueOrThrow({ where: { n }, include: { mails: true } });
    expect(order.statusTokenHash).toBe(hashStatusToken(statusToken));
    expect(order.mails.find((mail) => mail.kind === "acknowledgement")?.text).toBe(`/requests/${statusToken}`);
  });

  it("lets a sender send a few requests, then asks them to wait, even when they all arrive at once", async () => {
    const keys = sender();
    const before = await db.order.count();
    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSION_LIMIT.max + 3 }, () => {
        const request = contact();
        return storeRequest({ ...request, locale: "ja", senderKey: keys }, mailsFor(request.fields));
      }),
    );
    expect(outcomes.filter((o) => o.status === "created")).toHaveLength(SUBMISSION_LIMIT.max);
    const limited = outcomes.filter((o) => o.status === "rate-limited");
    expect(limited).toHaveLength(3);
    for (const o of limited) expect((o as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThanOrEqual(1);
    expect(await db.order.count()).toBe(before + SUBMISSION_LIMIT.max);
  });

  it("refuses by network address alone: a stranger's saves for an address leave its owner's request be", async () => {
    const customer = `customer-${randomUUID()}@example.jp`;
    const stranger = sender();
    for (let i = 0; i < SUBMISSION_LIMIT.max; i++)
      expect(await saveSearch(savedSearchFor(customer, `W${i}`), stranger, ORIGIN)).toMatchObject({
        status: "accepted",
      });
    expect(await saveSearch(savedSearchFor(customer, "more"), stranger, ORIGIN)).toMatchObject({
      status: "rate-limited",
    });

    const request = contact({ email: customer });
    const outcome = await storeRequest({ ...request, locale: "ja", senderKey: sender() }, mailsFor(request.fields));
    expect(outcome.status).toBe("created");
    // The confirmations took nothing from the acknowledgements: the customer is mailed as well as staff.
    expect(await mailKinds(outcome)).toEqual(["requestNotice", "acknowledgement"]);
  });

  it("acknowledges an address so often a day, whoever sends, in any case; then stores and tells staff", async () => {
    const { max } = UNVERIFIED_MAIL_LIMITS.acknowledgement.perAddress;
    const email = `often-${randomUUID()}@example.jp`;
    const start = new Date();
    const send = (address: string, now: Date) => {
      const request = contact({ email: address });
      return storeRequest({ ...request, locale: "ja", senderKey: sender() }, mailsFor(request.fields), now);
    };
    const outcomes = [];
    for (let i = 0; i < max; i++) outcomes.push(await send(i % 2 ? email.toUpperCase() : email, start));
    // The hits the outbox worker clears are only those older than every window: the budget still counts the day.
    const later = new Date(start.getTime() + (SUBMISSION_LIMIT.windowMinutes + 1) * 60_000);
    await forgetOldSubmissions(later);
    outcomes.push(await send(email, later), await send(email.replace("often", "Often"), later));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(max + 2).fill("created"));
    const kinds = await Promise.all(outcomes.map(mailKinds));
    expect(kinds.slice(0, max)).toEqual(Array(max).fill(["requestNotice", "acknowledgement"]));
    expect(kinds.slice(max)).toEqual([["requestNotice"], ["requestNotice"]]);
    // The customer's own way to the request, without the mail: the thank-you page links it.
    for (const outcome of outcomes) expect(outcome).toMatchObject({ statusToken: expect.any(String) });
  });

  it("opens again once the window has passed", async () => {
    const keys = sender();
    const past = new Date(Date.now() - (SUBMISSION_LIMIT.windowMinutes + 1) * 60_000);
    for (let i = 0; i < SUBMISSION_LIMIT.max; i++) {
      const request = contact();
      await storeRequest({ ...request, locale: "ja", senderKey: keys }, mailsFor(request.fields), past);
    }
    const request = contact();
    expect((await storeRequest({ ...request, locale: "ja", senderKey: keys }, mailsFor(request.fields))).status).toBe(
      "created",
    );
  });

  it("keeps nothing of a request whose mails cannot be written", async () => {
    const request = contact();
    const before = await db.order.count();
    const broken = () => [{ audience: "nobody", toAddress: "x", subject: "x", text: "x" } as unknown as MailDraft];
    await expect(storeRequest({ ...request, locale: "ja", senderKey: sender() }, broken)).rejects.toThrow();
    expect(await db.order.count()).toBe(before);
    expect(await db.order.findUnique({ where: { idempotencyKey: request.idempotencyKey } })).toBeNull();
  });

  it("stops acknowledging past the hourly share, even to new addresses, and still stores and tells staff", async () => {
    const room = 3;
    const removeFillers = await fillSiteWide("acknowledgement", room);
    try {
      const requests = Array.from({ length: 8 }, () => contact());
      const outcomes = await Promise.all(
        requests.map(({ idempotencyKey, type, fields }) =>
          storeRequest({ type, locale: "ja", fields, idempotencyKey, senderKey: sender() }, mailsFor(fields)),
        ),
      );
      expect(outcomes.every((outcome) => outcome.status === "created")).toBe(true);
      const kinds = (await Promise.all(outcomes.map(mailKinds))).flat();
      expect(kinds.filter((kind) => kind === "requestNotice")).toHaveLength(8);
      expect(kinds.filter((kind) => kind === "acknowledgement")).toHaveLength(room);
    } finally {
      await removeFillers();
    }
  });

  it("keeps each kind of mail to its own share: confirmations past theirs leave acknowledgements be", async () => {
    const removeFillers = await fillSiteWide("searchConfirmation", 0);
    try {
      const email = `both-${randomUUID()}@example.jp`;
      expect(await saveSearch(savedSearchFor(email), sender(), ORIGIN)).toEqual({ status: "accepted", mailed: false });
      const request = contact({ email });
      const outcome = await storeRequest({ ...request, locale: "ja", senderKey: sender() }, mailsFor(request.fields));
      expect(await mailKinds(outcome)).toEqual(["requestNotice", "acknowledgement"]);
      expect(await db.outboxMail.count({ where: { toAddress: email, kind: "searchConfirmation" } })).toBe(0);
    } finally {
      await removeFillers();
    }
  });

  describe("vehicle orders", () => {
    const order = () => {
      const { idempotencyKey, fields } = contact();
      return { idempotencyKey, fields, locale: "ja" as const, senderKey: sender() };
    };

    // What the action does: the mails name the vehicles the database has, each with its inquiry number.
    const compose = (fields: RequestFields) => async (vehicles: OrderedVehicle[]) => {
      const names = vehicles.map((vehicle) => `${vehicle.name}（管理番号 ${vehicle.inquiryNo}）`).join("\n");
      return (n: number): MailDraft[] => [
        { audience: "staff", kind: "requestNotice", toAddress: "staff@example.jp", subject: `new ${n}`, text: names },
        { audience: "customer", kind: "acknowledgement", toAddress: fields.email, subject: `thanks ${n}`, text: names },
      ];
    };
    const lines = (n: number) =>
      db.orderVehicle.findMany({
        where: { orderN: n },
        orderBy: { position: "asc" },
        omit: { orderN: true },
      });

    it("stores the order with its vehicle, named by the database, not by the browser", async () => {
      const draft = order();
      draft.fields.vehicleName = "何でも書ける欄";
      const outcome = await createVehicleOrder([{ kind: "sale", strId: published }], draft, compose(draft.fields));
      const stored = await db.order.findUniqueOrThrow({
        where: { n: (outcome as { n: number }).n },
        include: { vehicles: { include: { vehicle: true } }, mails: true },
      });
      expect(stored.type).toBe("vehicle");
      expect(stored.vehicleName).toBe("");
      expect(stored.vehicles).toHaveLength(1);
      const [line] = stored.vehicles;
      expect(line.vehicle?.strId).toBe(published);
      expect(line.name).toBe(line.vehicle!.nameJa);
      expect(line.inquiryNo).toBe(line.vehicle!.inquiryNo);
      expect(stored.mails).toHaveLength(2);
      expect(stored.mails[0].text).toBe(`${line.vehicle!.nameJa}（管理番号 ${line.vehicle!.inquiryNo}）`);
    });

    it("keeps the vehicle as the customer saw it after it is repriced, renamed, archived and deleted", async () => {
      // A vehicle of this test's own: the others order `published`.
      const vehicle = await db.vehicle.findFirstOrThrow({
        where: { kind: "sale", status: "published", strId: { not: published } },
      });
      const draft = order();
      const { n } = (await createVehicleOrder(
        [{ kind: "sale", strId: vehicle.strId }],
        draft,
        compose(draft.fields),
      )) as { n: number };
      const seen = {
        position: 0,
        name: vehicle.nameJa,
        kind: "sale",
        strId: vehicle.strId,
        inquiryNo: vehicle.inquiryNo,
        priceYen: vehicle.priceTotalYen,
      };

      await db.vehicle.update({
        where: { id: vehicle.id },
        data: {
          priceBodyYen: (vehicle.priceBodyYen ?? 0) + 500_000,
          priceTotalYen: (vehicle.priceTotalYen ?? 0) + 500_000,
          nameJa: "名前を変えた車両",
        },
      });
      expect(await lines(n)).toEqual([{ ...seen, vehicleId: vehicle.id }]);

      // Staff "delete" a vehicle an order names: it is archived and stays linked.
      const { version } = await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } });
      expect(await deleteVehicle(TEST_STAFF, vehicle.id, version)).toMatchObject({ ok: true, archived: true });
      expect(await lines(n)).toEqual([{ ...seen, vehicleId: vehicle.id }]);

      await db.vehicle.delete({ where: { id: vehicle.id } });
      expect(await lines(n)).toEqual([{ ...seen, vehicleId: null }]);
    });

    it("refuses a sold, unknown or wrong-catalogue vehicle and stores nothing", async () => {
      const before = await db.order.count();
      for (const vehicle of [
        { kind: "sale", strId: sold },
        { kind: "sale", strId: "no-such-vehicle" },
        { kind: "purchase", strId: published },
      ] as const) {
        const draft = order();
        expect(await createVehicleOrder([vehicle], draft, compose(draft.fields))).toMatchObject({
          status: "unavailable",
          unlisted: [vehicle],
        });
      }
      expect(await db.order.count()).toBe(before);
    });

    it("stores a request about several vehicles as one order, a line each in order, and one staff mail", async () => {
      const vehicles = await db.vehicle.findMany({
        where: { kind: "sale", status: { in: ["published", "reserved"] } },
        orderBy: { id: "desc" },
        take: 3,
      });
      const draft = order();
      const outcome = await createVehicleOrder(
        vehicles.map(({ kind, strId }) => ({ kind, strId })),
        draft,
        compose(draft.fields),
      );
      expect(outcome.status).toBe("created");
      const { n } = outcome as { n: number };
      expect(
        (await lines(n)).map(({ position, strId, inquiryNo, vehicleId }) => [position, strId, inquiryNo, vehicleId]),
      ).toEqual(vehicles.map((vehicle, index) => [index, vehicle.strId, vehicle.inquiryNo, vehicle.id]));
      const mails = await db.outboxMail.findMany({ where: { orderN: n, audience: "staff" } });
      expect(mails).toHaveLength(1);
      for (const vehicle of vehicles) expect(mails[0].text).toContain(`管理番号 ${vehicle.inquiryNo}）`);
    });

    it("refuses a request naming a vehicle no longer listed, says which, and stores nothing", async () => {
      const listed = await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } });
      const soldOne = await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "sold" } });
      const before = await db.order.count();
      const mailsBefore = await db.outboxMail.count();
      const draft = order();
      expect(
        await createVehicleOrder(
          [
            { kind: "sale", strId: listed.strId },
            { kind: "sale", strId: soldOne.strId },
          ],
          draft,
          compose(draft.fields),
        ),
      ).toEqual({
        status: "unavailable",
        unlisted: [{ kind: "sale", strId: soldOne.strId, inquiryNo: soldOne.inquiryNo }],
      });
      expect(await db.order.count()).toBe(before);
      expect(await db.outboxMail.count()).toBe(mailsBefore);
    });
  });
});
