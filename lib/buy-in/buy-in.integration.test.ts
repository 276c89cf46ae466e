import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import { noiseJpeg } from "@/test/fixtures/images";
import { historyOf } from "@/lib/admin/history";
import { mailSignature } from "@/lib/mail/signature";
import { addDays, japanDate } from "@/lib/business/calendar";
import { hashStatusToken } from "@/lib/requests/status-token";
import { requestStatusByToken } from "@/lib/requests/status-page";
import { answerOffer, answerOfferAsSeller, boughtFromOf, buyInPanel, makeOffer, savePurchase } from "./buy-in";
import { registerStockVehicle } from "./stock";

// A seller's truck from their 買取 request to a draft stock vehicle (issue 51, slice 5), on the demo data: every
// write over the request's version with its history in words and the request's status moved with it, the offer
// mailed and on the status page, expiry by Japan's day, and one vehicle with the seller's photos however often
// the registration is sent. The forms' and days' own rules are form.test.ts's and terms.test.ts's.
const TOKEN = "B".repeat(43);
const TODAY = japanDate(new Date());
const offer = (amountYen: number, mail = false) => ({
  amountYen,
  validUntil: addDays(TODAY, 7),
  note: "タイヤの状態を見て決めました。",
  mail,
});

describe("buying a seller's truck", () => {
  const db = useTestDatabase({ demoData: true });
  // A mailed document or offer is signed with the site's address (lib/mail/signature.ts).
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
  });
  let n: number;
  let masters: { makerId: number; loadClassId: number; bodyTypeId: number };

  const version = async (at = n) =>
    (await db.order.findUniqueOrThrow({ where: { n: at }, select: { version: true } })).version;

  beforeAll(async () => {
    const [maker, loadClass, bodyType] = await Promise.all([
      db.maker.findFirstOrThrow({ orderBy: { id: "asc" } }),
      db.loadClass.findFirstOrThrow({ orderBy: { id: "asc" } }),
      db.bodyType.findFirstOrThrow({ orderBy: { id: "asc" } }),
    ]);
    masters = { makerId: maker.id, loadClassId: loadClass.id, bodyTypeId: bodyType.id };
    const order = await db.order.create({
      data: {
        ...TEST_CUSTOMER,
        type: "purchase",
        statusTokenHash: hashStatusToken(TOKEN),
        vehicleDetails: {
          create: {
            makerId: maker.id,
            makerName: maker.nameJa,
            model: "フォワード",
            bodyTypeId: bodyType.id,
            bodyTypeName: bodyType.nameJa,
            year: 2017,
            mileageKm: 385_000,
            inspectionState: "expired",
            repairHistory: "none",
          },
        },
      },
    });
    n = order.n;
    for (const [position, [width, height]] of [
      [640, 480],
      [480, 640],
    ].entries()) {
      const bytes = new Uint8Array(await noiseJpeg(width, height));
      await db.requestPhoto.create({
        data: { orderN: n, position, digest: `digest-${position}`, large: bytes, thumb: bytes, width, height },
      });
    }
  });

  it("offers a 査定額 over the request's version, moves it to 見積済み, mails it, refuses the same post again", async () => {
    const seen = await version();
    expect(await makeOffer(TEST_STAFF, n, offer(1_800_000, true), seen)).toMatchObject({ ok: true, version: seen + 1 });
    expect(await makeOffer(TEST_STAFF, n, offer(1_800_000, true), seen)).toEqual({ ok: false, error: "conflict" });
    expect(await db.buyInOffer.count({ where: { orderN: n } })).toBe(1);
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("quoted");
    const [mail] = await db.outboxMail.findMany({ where: { orderN: n, kind: "offer" } });
    expect(mail).toMatchObject({ audience: "customer", toAddress: TEST_CUSTOMER.email, locale: "ja" });
    expect(mail.subject).toContain(String(n));
    expect(mail.text).toContain("1,800,000円");
    expect(mail.text).toContain("タイヤの状態を見て決めました。");
    expect(mail.text.endsWith(`${mailSignature("ja", "http://127.0.0.1:3000/jp", TEST_STAFF.email)}\n`)).toBe(true);
    const [row] = await historyOf(TEST_STAFF, "order", n);
    expect(row).toMatchObject({
      action: "offerMade",
      changes: { offerYen: [null, 1_800_000], validUntil: [null, addDays(TODAY, 7)], status: ["new", "quoted"] },
    });
  });

  it("lets a newer offer replace the earlier, which stays, and shows the one that stands to the seller", async () => {
    expect(await makeOffer(TEST_STAFF, n, offer(1_750_000), await version())).toMatchObject({ ok: true });
    const panel = await buyInPanel(TEST_STAFF, n);
    expect(panel!.offers.map((row) => [row.amountYen, row.reading])).toEqual([
      [1_750_000, "pending"],
      [1_800_000, "replaced"],
    ]);
    expect(panel!.defaults.priceYen).toBeNull();
    const status = await requestStatusByToken(TOKEN);
    expect(status!.buyIn).toMatchObject({
      offer: { amountYen: 1_750_000, validUntil: addDays(TODAY, 7), note: offer(0).note, reading: "pending" },
      purchase: null,
    });
  });

  it("reads an unanswered offer past its day as expired, which cannot be accepted", async () => {
    const later = new Date(Date.now() + 9 * 24 * 3600 * 1000);
    expect((await buyInPanel(TEST_STAFF, n, later))!.offers[0].reading).toBe("expired");
    expect(await answerOffer(TEST_STAFF, n, { answer: "accepted" }, await version(), later)).toEqual({
      ok: false,
      error: "offerExpired",
    });
  });

  it("records the seller's yes once, moving the request to 成約, and the purchase defaults to that price", async () => {
    const seen = await version();
    expect(await answerOffer(TEST_STAFF, n, { answer: "accepted" }, seen)).toMatchObject({ ok: true });
    expect(await answerOffer(TEST_STAFF, n, { answer: "declined" }, seen + 1)).toEqual({
      ok: false,
      error: "offerAnswered",
    });
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("won");
    const [row] = await historyOf(TEST_STAFF, "order", n);
    expect(row).toMatchObject({
      action: "offerAnswered",
      changes: { offerAnswer: ["pending", "accepted"], status: ["quoted", "won"] },
    });
    const panel = await buyInPanel(TEST_STAFF, n);
    expect(panel!.defaults.priceYen).toBe(1_750_000);
    expect(panel!.defaults.paymentDueOn > TODAY).toBe(true);
    expect((await requestStatusByToken(TOKEN))!.buyIn!.offer!.reading).toBe("accepted");
  });

  it("moves a declined offer's request to 失注, and a new offer back to 見積済み", async () => {
    const other = await db.order.create({ data: { ...TEST_CUSTOMER, type: "assessment" } });
    await makeOffer(TEST_STAFF, other.n, offer(500_000), other.version);
    await answerOffer(TEST_STAFF, other.n, { answer: "declined" }, other.version + 1);
    expect((await db.order.findUniqueOrThrow({ where: { n: other.n } })).status).toBe("lost");
    await makeOffer(TEST_STAFF, other.n, offer(550_000), other.version + 2);
    expect((await db.order.findUniqueOrThrow({ where: { n: other.n } })).status).toBe("quoted");
  });

  it("takes the seller's own answer from their status page, to the offer it showed, once", async () => {
    const token = "C".repeat(43);
    const other = await db.order.create({
      data: { ...TEST_CUSTOMER, type: "assessment", statusTokenHash: hashStatusToken(token) },
    });
    await makeOffer(TEST_STAFF, other.n, offer(600_000), other.version);
    const first = (await requestStatusByToken(token))!.buyIn!.offer!.id;
    await makeOffer(TEST_STAFF, other.n, offer(650_000), other.version + 1);
    // The page was open on the first offer: replaced since, so not the one answered.
    expect(await answerOfferAsSeller(token, first, "accepted")).toEqual({ ok: false, error: "conflict" });
    const standing = (await requestStatusByToken(token))!.buyIn!.offer!.id;
    expect(await answerOfferAsSeller("A".repeat(43), standing, "accepted")).toEqual({ ok: false, error: "notFound" });
    expect(await answerOfferAsSeller(token, standing, "accepted")).toEqual({ ok: true });
    expect(await answerOfferAsSeller(token, standing, "declined")).toEqual({ ok: false, error: "offerAnswered" });
    const after = await db.order.findUniqueOrThrow({ where: { n: other.n } });
    expect(after).toMatchObject({ status: "won", version: other.version + 3 });
    const [row] = await historyOf(TEST_STAFF, "order", other.n);
    expect(row).toMatchObject({
      action: "offerAnsweredBySeller",
      actorName: "",
      changes: { offerAnswer: ["pending", "accepted"], status: ["quoted", "won"] },
    });
  });

  it("refuses an offer on a buyer's request, an answer to no offer, a vehicle before the purchase", async () => {
    const buyer = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    expect(await makeOffer(TEST_STAFF, buyer.n, offer(1), buyer.version)).toEqual({
      ok: false,
      error: "notSellerRequest",
    });
    expect(await buyInPanel(TEST_STAFF, buyer.n)).toBeNull();
    const seller = await db.order.create({ data: { ...TEST_CUSTOMER, type: "purchase" } });
    expect(await answerOffer(TEST_STAFF, seller.n, { answer: "accepted" }, seller.version)).toEqual({
      ok: false,
      error: "noOffer",
    });
    expect(await registerStockVehicle(TEST_STAFF, seller.n, masters, seller.version)).toEqual({
      ok: false,
      error: "noPurchase",
    });
  });

  it("records the purchase and its payment, each change in words", async () => {
    const due = addDays(TODAY, 3);
    expect(
      await savePurchase(TEST_STAFF, n, { priceYen: 1_750_000, paymentDueOn: due, paidOn: null }, await version()),
    ).toMatchObject({ ok: true });
    expect(
      await savePurchase(TEST_STAFF, n, { priceYen: 1_750_000, paymentDueOn: due, paidOn: due }, await version()),
    ).toMatchObject({ ok: true });
    const [paid, recorded] = await historyOf(TEST_STAFF, "order", n);
    expect(recorded).toMatchObject({
      action: "purchased",
      changes: { purchasePriceYen: [null, 1_750_000], paymentDueOn: [null, due] },
    });
    expect(paid).toMatchObject({ action: "purchaseUpdated", changes: { paidOn: [null, due] } });
    expect((await requestStatusByToken(TOKEN))!.buyIn!.purchase).toEqual({
      priceYen: 1_750_000,
      paymentDueOn: due,
      paidOn: due,
    });
  });

  it("makes one draft stock vehicle with the seller's details and photos, however often it is sent", async () => {
    const seen = await version();
    const [first, second] = await Promise.all([
      registerStockVehicle(TEST_STAFF, n, masters, seen),
      registerStockVehicle(TEST_STAFF, n, masters, seen),
    ]);
    const made = [first, second].filter((result) => result.ok);
    expect(made).toHaveLength(1);
    expect([first, second].find((result) => !result.ok)).toMatchObject({ ok: false });
    const purchase = await db.buyInPurchase.findUniqueOrThrow({ where: { orderN: n } });
    const vehicle = await db.vehicle.findUniqueOrThrow({
      where: { id: purchase.vehicleId! },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(vehicle).toMatchObject({
      kind: "sale",
      status: "draft",
      makerId: masters.makerId,
      loadClassId: masters.loadClassId,
      bodyTypeId: masters.bodyTypeId,
      modelName: "フォワード",
      modelYear: 2017,
      mileageKm: 385_000,
      inspectionYear: null,
      repairHistory: false,
      priceBodyYen: null,
      publishedAt: null,
    });
    // In the seller's order, in every size a vehicle's page serves: the uncropped preview shows which is which.
    const previews = await Promise.all(
      vehicle.photos.map((photo) => db.mediaBlob.findUniqueOrThrow({ where: { key: photo.previewKey! } })),
    );
    expect(previews.map((preview) => preview.width > preview.height)).toEqual([true, false]);
    expect(vehicle.photos.every((photo) => photo.mediumKey && photo.thumbKey && photo.largeKey)).toBe(true);
    expect(
      await db.vehicle.count({ where: { id: { not: vehicle.id }, modelName: "フォワード", modelYear: 2017 } }),
    ).toBe(0);
    expect(await registerStockVehicle(TEST_STAFF, n, masters, await version())).toEqual({
      ok: false,
      error: "alreadyRegistered",
    });
    expect(await boughtFromOf(TEST_STAFF, vehicle.id)).toEqual({ orderN: n });
    const [created] = await historyOf(TEST_STAFF, "vehicle", vehicle.id);
    expect(created).toMatchObject({ action: "boughtIn", changes: { boughtFrom: [null, n], photos: [0, 2] } });
    const [registered] = await historyOf(TEST_STAFF, "order", n);
    expect(registered).toMatchObject({
      action: "stockRegistered",
      changes: { stockVehicle: [null, vehicle.inquiryNo] },
    });
    expect((await buyInPanel(TEST_STAFF, n))!.purchase!.vehicle).toMatchObject({ id: vehicle.id });
    // What the seller was paid is the truck's 仕入価格 on the owner's cost page, the seller its 仕入先.
    const seller = await db.order.findUniqueOrThrow({ where: { n } });
    expect(await db.vehicleCost.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).toMatchObject({
      purchasePriceYen: 1_750_000,
      supplier: seller.companyName || `${seller.lastName} ${seller.firstName}`,
      purchasedOn: new Date(`${purchase.paidOn!.toISOString().slice(0, 10)}T00:00:00Z`),
    });
  });
});
