import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { deleteVehicle } from "@/lib/admin/inventory";
import { createVehicleOrder, type OrderedVehicle } from "./orders";
import { storeRequest, type MailDraft, type RequestFields } from "./store";
import { ACKNOWLEDGEMENT_LIMIT, SUBMISSION_LIMIT } from "./limits";
import { submissionKeys } from "./rate-limit";
import { contactSchema } from "./schema";

const contact = (overrides: Record<string, string> = {}) => {
  const {
    idempotencyKey,
    type,
    locale: _locale,
    privacyConsent: _agreed,
    ...fields
  } = contactSchema.parse({
    locale: "ja",
    nameKana: "ヤマダ タロウ",
    prefecture: "23",
    privacyConsent: "on",
    lastName: "山田",
    firstName: "太郎",
    companyName: "",
    email: "taro@example.jp",
    phone: "090-1234-5678",
    vehicleName: "いすゞ エルフ",
    contactMethod: "line",
    message: "<b>見積もり</b>をお願いします",
    type: "assessment",
    idempotencyKey: randomUUID(),
    ...overrides,
  });
  return { idempotencyKey, type, fields: fields as RequestFields };
};

const mailsFor =
  (fields: RequestFields) =>
  (n: number): MailDraft[] => [
    { audience: "staff", toAddress: "staff@example.jp", subject: `new ${n}`, text: fields.message },
    { audience: "customer", toAddress: fields.email, subject: `thanks ${n}`, text: fields.message },
  ];

// Each test sends from its own address so the rate limit of one does not touch another.
const sender = (email = `${randomUUID()}@example.jp`) => submissionKeys({ address: randomUUID(), email });

describe("requests", () => {
  const db = useTestDatabase({ demoData: true, connections: 6 });
  let published: string;
  let sold: string;

  beforeAll(async () => {
    published = (await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } })).strId;
    sold = (await db.vehicle.findFirstOrThrow({ where: { status: "sold" } })).strId;
  });

  it("stores a contact request with every field as typed, its number and both mails, together", async () => {
    const { idempotencyKey, type, fields } = contact();
    const outcome = await storeRequest(
      { type, locale: "en", fields, idempotencyKey, senderKeys: sender() },
      mailsFor(fields),
    );
    expect(outcome.status).toBe("created");
    const n = (outcome as { n: number }).n;
    const order = await db.order.findUniqueOrThrow({ where: { n }, include: { mails: { orderBy: { id: "asc" } } } });
    expect(order).toMatchObject({
      type: "assessment",
      status: "new",
      lastName: "山田",
      phone: "09012345678",
      contactMethod: "line",
      message: "<b>見積もり</b>をお願いします",
      locale: "en",
      companyName: null,
    });
    expect(order.n).toBeGreaterThanOrEqual(10_001);
    expect(order.mails.map((m) => [m.audience, m.subject, m.status, m.locale])).toEqual([
      ["staff", `new ${n}`, "pending", "en"],
      ["customer", `thanks ${n}`, "pending", "en"],
    ]);
  });

  it("stores a resubmission only once, even when the copies arrive together", async () => {
    const request = contact();
    const keys = sender();
    const [orders, mails] = [await db.order.count(), await db.outboxMail.count()];
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => storeRequest({ ...request, locale: "ja", senderKeys: keys }, mailsFor(request.fields))),
    );
    expect(await db.order.count()).toBe(orders + 1);
    expect(await db.outboxMail.count()).toBe(mails + 2);
    expect(new Set(outcomes.map((o) => (o as { n: number }).n)).size).toBe(1);
    expect(outcomes.filter((o) => o.status === "created")).toHaveLength(1);
  });

  it("lets a sender send a few requests, then asks them to wait, even when they all arrive at once", async () => {
    const keys = sender();
    const before = await db.order.count();
    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSION_LIMIT.max + 3 }, () => {
        const request = contact();
        return storeRequest({ ...request, locale: "ja", senderKeys: keys }, mailsFor(request.fields));
      }),
    );
    expect(outcomes.filter((o) => o.status === "created")).toHaveLength(SUBMISSION_LIMIT.max);
    const limited = outcomes.filter((o) => o.status === "rate-limited");
    expect(limited).toHaveLength(3);
    for (const o of limited) expect((o as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThanOrEqual(1);
    expect(await db.order.count()).toBe(before + SUBMISSION_LIMIT.max);
  });

  it("counts a sender by email address as well, whatever network address they use", async () => {
    const email = `${randomUUID()}@example.jp`;
    for (let i = 0; i < SUBMISSION_LIMIT.max; i++) {
      const request = contact({ email });
      expect(
        (await storeRequest({ ...request, locale: "ja", senderKeys: sender(email) }, mailsFor(request.fields))).status,
      ).toBe("created");
    }
    const request = contact({ email });
    expect(
      (await storeRequest({ ...request, locale: "ja", senderKeys: sender(email) }, mailsFor(request.fields))).status,
    ).toBe("rate-limited");
  });

  it("opens again once the window has passed", async () => {
    const keys = sender();
    const past = new Date(Date.now() - (SUBMISSION_LIMIT.windowMinutes + 1) * 60_000);
    for (let i = 0; i < SUBMISSION_LIMIT.max; i++) {
      const request = contact();
      await storeRequest({ ...request, locale: "ja", senderKeys: keys }, mailsFor(request.fields), past);
    }
    const request = contact();
    expect((await storeRequest({ ...request, locale: "ja", senderKeys: keys }, mailsFor(request.fields))).status).toBe(
      "created",
    );
  });

  it("keeps nothing of a request whose mails cannot be written", async () => {
    const request = contact();
    const before = await db.order.count();
    const broken = () => [{ audience: "nobody", toAddress: "x", subject: "x", text: "x" } as unknown as MailDraft];
    await expect(storeRequest({ ...request, locale: "ja", senderKeys: sender() }, broken)).rejects.toThrow();
    expect(await db.order.count()).toBe(before);
    expect(await db.order.findUnique({ where: { idempotencyKey: request.idempotencyKey } })).toBeNull();
  });

  it("stops acknowledging past the hourly share, even to new addresses, and still stores and tells staff", async () => {
    const marker = `filler-${randomUUID()}`;
    const since = new Date(Date.now() - ACKNOWLEDGEMENT_LIMIT.windowMinutes * 60_000);
    const sent = await db.outboxMail.count({ where: { audience: "customer", createdAt: { gt: since } } });
    const room = 3;
    await db.outboxMail.createMany({
      data: Array.from({ length: ACKNOWLEDGEMENT_LIMIT.max - sent - room }, () => ({
        audience: "customer" as const,
        locale: "ja" as const,
        toAddress: "x@example.jp",
        subject: marker,
        text: "",
        status: "sent" as const,
      })),
    });
    try {
      const requests = Array.from({ length: 8 }, () => contact());
      const outcomes = await Promise.all(
        requests.map(({ idempotencyKey, type, fields }) =>
          storeRequest(
            {
              type,
              locale: "ja",
              fields,
              idempotencyKey,
              senderKeys: sender(fields.email.replace("@", `+${randomUUID()}@`)),
            },
            mailsFor(fields),
          ),
        ),
      );
      expect(outcomes.every((outcome) => outcome.status === "created")).toBe(true);
      const mails = await db.outboxMail.findMany({
        where: { orderN: { in: outcomes.map((outcome) => (outcome as { n: number }).n) } },
        select: { audience: true },
      });
      expect(mails.filter((mail) => mail.audience === "staff")).toHaveLength(8);
      expect(mails.filter((mail) => mail.audience === "customer")).toHaveLength(room);
    } finally {
      await db.outboxMail.deleteMany({ where: { subject: marker } });
    }
  });

  describe("vehicle orders", () => {
    const order = () => {
      const { idempotencyKey, fields } = contact();
      return { idempotencyKey, fields, locale: "ja" as const, senderKeys: sender() };
    };

    // What the action does: the mails name the vehicles the database has, each with its inquiry number.
    const compose = (fields: RequestFields) => async (vehicles: OrderedVehicle[]) => {
      const names = vehicles.map((vehicle) => `${vehicle.name}（管理番号 ${vehicle.inquiryNo}）`).join("\n");
      return (n: number): MailDraft[] => [
        { audience: "staff", toAddress: "staff@example.jp", subject: `new ${n}`, text: names },
        { audience: "customer", toAddress: fields.email, subject: `thanks ${n}`, text: names },
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
