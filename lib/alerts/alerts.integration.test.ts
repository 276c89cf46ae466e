import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { SUBMISSION_LIMIT, UNVERIFIED_MAIL_LIMITS } from "@/lib/requests/limits";
import { senderKey } from "@/lib/requests/rate-limit";
import { sendSearchAlerts } from "./job";
import { ALERT_RULES } from "./rules";
import { saveSearchSchema, type SaveSearchInput } from "./search";
import { confirmSearch, countAlerts, saveSearch, searchForToken, searchToSignUp, unsubscribeSearch } from "./store";

const ORIGIN = "https://www.toho-truck.example";
const HOUR = 60 * 60_000;
const START = new Date("2030-04-01T00:00:00Z");
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

describe("saved searches and their alerts", () => {
  const db = useTestDatabase({ demoData: true, connections: 4 });
  let master: { makerId: number; loadClassId: number; bodyTypeId: number };
  let run = 0;

  beforeAll(async () => {
    const bodyType = await db.bodyType.findUniqueOrThrow({ where: { slug: "flatbed" } });
    const maker = await db.maker.findUniqueOrThrow({ where: { slug: "isuzu" } });
    const loadClass = await db.loadClass.findFirstOrThrow();
    master = { makerId: maker.id, loadClassId: loadClass.id, bodyTypeId: bodyType.id };
  });

  /** A word only this test's trucks carry, so a search for it finds them alone. */
  const uniqueWord = () => `ZQ${Date.now().toString(36).toUpperCase()}${++run}X`;

  async function publishTruck(word: string, publishedAt: Date, status: "published" | "draft" = "published") {
    const truck = await db.vehicle.create({
      data: {
        kind: "sale",
        strId: `alert-${word.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`,
        status,
        nameJa: `いすゞ ${word} 平ボディ`,
        nameEn: `Isuzu ${word} flatbed`,
        modelNameEn: word,
        priceBodyYen: 3_850_000,
        priceTotalYen: 3_850_000,
        publishedAt: status === "published" ? publishedAt : null,
        ...master,
      },
      select: { id: true, strId: true },
    });
    await refreshSearchDocuments(db, { id: truck.id });
    return truck;
  }

  const sender = () => senderKey(`10.0.${run}.${Math.random()}`);
  const input = (email: string, word: string, extra: Partial<SaveSearchInput> = {}) =>
    saveSearchSchema.parse({ email, locale: "ja", kind: "sale", category: "flatbed", query: `q=${word}`, ...extra });

  async function confirmedSearch(word: string, now = START) {
    const email = `buyer-${word.toLowerCase()}@example.jp`;
    await saveSearch(input(email, word), sender(), ORIGIN, now);
    const search = await db.savedSearch.findFirstOrThrow({ where: { email } });
    expect(await confirmSearch(search.token, now)).toEqual({ ok: true });
    return { email, token: search.token, id: search.id };
  }

  const alertsTo = (email: string) =>
    db.outboxMail.findMany({ where: { toAddress: email, audience: "subscriber" }, orderBy: { id: "asc" } });

  it("saving queues exactly one confirmation mail, with the links to confirm and to stop it", async () => {
    const word = uniqueWord();
    const email = `Save-${word}@Example.jp`;
    expect(
      await saveSearch(input(email, word, { query: `q=${word}&sort=price-asc&page=3` }), sender(), ORIGIN, START),
    ).toEqual({
      status: "accepted",
      mailed: true,
    });
    const search = await db.savedSearch.findFirstOrThrow({ where: { email: email.toLowerCase() } });
    // Saved as the catalogue writes the search, without its order and page.
    expect(search).toMatchObject({ kind: "sale", category: "flatbed", query: `q=${word}`, confirmedAt: null });
    const mails = await db.outboxMail.findMany({ where: { toAddress: email.toLowerCase() } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ audience: "customer", locale: "ja" });
    expect(mails[0].text).toContain(`${ORIGIN}/jp/alerts/confirm?token=${search.token}`);
    expect(mails[0].unsubscribeUrl).toBe(`${ORIGIN}/api/alerts/unsubscribe?token=${search.token}`);
    // Mail to an address nobody has confirmed carries nothing the visitor typed.
    expect(mails[0].text).not.toContain(word);
  });

  it("answers the same for an address at its limit, and mails nothing more to it", async () => {
    const email = `limit-${uniqueWord()}@example.jp`.toLowerCase();
    // Half a day apart: within the address's daily budget of confirmations, and all still waiting when the last comes.
    const gap = 12 * HOUR;
    const answers = [];
    for (let n = 0; n <= ALERT_RULES.maxPerAddress; n++) {
      const now = new Date(START.getTime() + n * gap);
      answers.push(await saveSearch(input(email, `W${n}`), sender(), ORIGIN, now));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(ALERT_RULES.maxPerAddress + 1).fill("accepted"));
    expect(await db.savedSearch.count({ where: { email } })).toBe(ALERT_RULES.maxPerAddress);
    expect(await db.outboxMail.count({ where: { toAddress: email } })).toBe(ALERT_RULES.maxPerAddress);
  });

  it("mails a waiting search's confirmation once, then again only a day later, answering alike", async () => {
    const word = uniqueWord();
    const email = `again-${word}@example.jp`.toLowerCase();
    const save = (hours: number) => saveSearch(input(email, word), sender(), ORIGIN, at(hours));
    const confirmations = () => db.outboxMail.findMany({ where: { toAddress: email, kind: "searchConfirmation" } });
    const answers = [await save(0), await save(1), await save(ALERT_RULES.confirmResendHours - 0.1)];
    expect(await confirmations()).toHaveLength(1);
    answers.push(await save(ALERT_RULES.confirmResendHours));
    const mails = await confirmations();
    expect(mails).toHaveLength(2);
    // The same search, the same link: one search stored.
    expect(mails[1].text).toBe(mails[0].text);
    expect(await db.savedSearch.count({ where: { email } })).toBe(1);
    // Confirmed, it is never mailed for again.
    const { token } = await db.savedSearch.findFirstOrThrow({ where: { email } });
    await confirmSearch(token, at(ALERT_RULES.confirmResendHours + 1));
    answers.push(await save(3 * ALERT_RULES.confirmResendHours));
    expect(await confirmations()).toHaveLength(2);
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill("accepted"));
  });

  it("mails one address only so many confirmations a day, whoever saves; the rest when saved again later", async () => {
    const { max } = UNVERIFIED_MAIL_LIMITS.searchConfirmation.perAddress;
    const email = `flooded-${uniqueWord()}@example.jp`.toLowerCase();
    const words = Array.from({ length: max + 2 }, () => uniqueWord());
    for (const word of words)
      expect((await saveSearch(input(email, word), sender(), ORIGIN, START)).status).toBe("accepted");
    expect(await db.savedSearch.count({ where: { email } })).toBe(max + 2);
    expect(await db.outboxMail.count({ where: { toAddress: email, kind: "searchConfirmation" } })).toBe(max);
    // A day on, a search that went unmailed is mailed when it is saved again.
    await saveSearch(input(email, words.at(-1)!), sender(), ORIGIN, at(24));
    expect(await db.outboxMail.count({ where: { toAddress: email, kind: "searchConfirmation" } })).toBe(max + 1);
  });

  it("shows a waiting search's page without the words typed with it, and with them once confirmed", async () => {
    const hostile = "【重要】ご本人確認 evil.invalid/pay へ 0120-999-999";
    const email = `words-${uniqueWord()}@example.jp`.toLowerCase();
    await saveSearch(
      input(email, hostile, { query: `q=${encodeURIComponent(hostile)}&priceMax=500` }),
      sender(),
      ORIGIN,
      START,
    );
    const { token } = await db.savedSearch.findFirstOrThrow({ where: { email } });
    const [mail] = await db.outboxMail.findMany({ where: { toAddress: email } });
    for (const typed of ["evil.invalid", "0120-999-999", "ご本人確認"]) expect(mail.text).not.toContain(typed);

    const waiting = await searchForToken(token, "ja", START);
    expect(waiting).toEqual({
      state: "pending",
      conditions: [
        "販売車両",
        "ボディタイプ：平ボディ",
        "支払総額（税込）：500万円以下",
        "フリーワード：（メールアドレスの確認後に表示します）",
      ],
      path: "/sale/flatbed?priceMax=500",
    });
    await confirmSearch(token, at(1));
    const confirmed = await searchForToken(token, "ja", at(1));
    expect(confirmed?.conditions).toContain(`フリーワード：「${hostile}」`);
    expect(confirmed?.path).toContain("q=");
  });

  it.each([
    // Its order and page are no part of a saved search, and a parameter the catalogue does not know falls away.
    {
      kind: "sale",
      category: "flatbed",
      params: { maker: "isuzu", sort: "price-asc", page: "3", stray: "x" },
      query: "maker=isuzu",
      path: "/sale/flatbed?maker=isuzu",
    },
    {
      kind: "purchase",
      category: undefined,
      params: { priceMax: "500" },
      query: "priceMax=500",
      path: "/purchase?priceMax=500",
    },
  ])(
    "reads a sign-up page's search as the catalogue reads its address ($kind)",
    async ({ kind, category, params, query, path }) => {
      const search = await searchToSignUp(kind, category, params, "ja");
      expect(search).toMatchObject({ kind, category: category ?? null, query, path });
      expect(search!.conditions[0]).toBe(kind === "sale" ? "販売車両" : "買取車両");
    },
  );

  it.each([
    ["a kind the catalogue does not have", "rental", undefined],
    ["a category that does not exist", "sale", "no-such-body"],
    ["a category that is no slug", "sale", "../admin"],
  ])("has no sign-up page for %s", async (_case, kind, category) => {
    expect(await searchToSignUp(kind, category, {}, "ja")).toBeNull();
  });

  it("counts a save against the sender's rate limit", async () => {
    const keys = sender();
    const word = uniqueWord();
    const answers = [];
    for (let n = 0; n <= SUBMISSION_LIMIT.max; n++)
      answers.push(await saveSearch(input(`rate-${n}-${word}@example.jp`, word), keys, ORIGIN, START));
    expect(answers.at(-1)).toMatchObject({ status: "rate-limited" });
  });

  it("mails a new match once, and never the same truck again", async () => {
    const word = uniqueWord();
    const { email, token } = await confirmedSearch(word);
    const truck = await publishTruck(word, at(1));
    const other = await publishTruck(uniqueWord(), at(1));

    await sendSearchAlerts(ORIGIN, at(2));
    const first = await alertsTo(email);
    expect(first).toHaveLength(1);
    expect(first[0].text).toContain(`${ORIGIN}/jp/sale/item/${truck.strId}`);
    expect(first[0].text).not.toContain(other.strId);
    expect(first[0].text).toContain("支払総額（税込） 385万円");
    expect(first[0].text).toContain(`${ORIGIN}/jp/sale/flatbed?q=${word}`);
    expect(first[0].text).toContain(`${ORIGIN}/jp/alerts/unsubscribe?token=${token}`);
    expect(first[0].unsubscribeUrl).toBe(`${ORIGIN}/api/alerts/unsubscribe?token=${token}`);

    // A day and more later, with nothing new, nothing is sent: the truck was mailed already.
    await sendSearchAlerts(ORIGIN, at(30));
    await sendSearchAlerts(ORIGIN, at(60));
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it("mails a search at most once a day, the trucks of the day together", async () => {
    const word = uniqueWord();
    const { email } = await confirmedSearch(word);
    await publishTruck(word, at(1));
    await sendSearchAlerts(ORIGIN, at(2));
    const second = await publishTruck(word, at(3));
    const third = await publishTruck(word, at(5));
    await sendSearchAlerts(ORIGIN, at(4));
    await sendSearchAlerts(ORIGIN, at(20));
    expect(await alertsTo(email)).toHaveLength(1);
    await sendSearchAlerts(ORIGIN, at(26));
    const mails = await alertsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(second.strId);
    expect(mails[1].text).toContain(third.strId);
  });

  it("never mails an unconfirmed or an unsubscribed search, nor a truck that is not listed", async () => {
    const pendingWord = uniqueWord();
    const pendingEmail = `pending-${pendingWord}@example.jp`.toLowerCase();
    await saveSearch(input(pendingEmail, pendingWord), sender(), ORIGIN, START);
    await publishTruck(pendingWord, at(1));

    const stoppedWord = uniqueWord();
    const stopped = await confirmedSearch(stoppedWord);
    expect(await unsubscribeSearch(stopped.token, at(0.5))).toEqual({ ok: true });
    await publishTruck(stoppedWord, at(1));

    const draftWord = uniqueWord();
    const drafted = await confirmedSearch(draftWord);
    await publishTruck(draftWord, at(1), "draft");

    await sendSearchAlerts(ORIGIN, at(2));
    await sendSearchAlerts(ORIGIN, at(30));
    expect(await db.outboxMail.count({ where: { toAddress: pendingEmail, audience: "subscriber" } })).toBe(0);
    expect(await alertsTo(stopped.email)).toHaveLength(0);
    expect(await alertsTo(drafted.email)).toHaveLength(0);
    // Stopped stays stopped; confirming an expired or stopped search is refused.
    expect(await confirmSearch(stopped.token, at(3))).toEqual({ ok: false, error: "invalidLink" });
    const pending = await db.savedSearch.findFirstOrThrow({ where: { email: pendingEmail } });
    expect(await confirmSearch(pending.token, at(ALERT_RULES.confirmDays * 24 + 1))).toEqual({
      ok: false,
      error: "invalidLink",
    });
  });

  it("sends one mail when two instances run the job at once", async () => {
    const word = uniqueWord();
    const { email } = await confirmedSearch(word, at(100));
    await publishTruck(word, at(101));
    await Promise.all([sendSearchAlerts(ORIGIN, at(102)), sendSearchAlerts(ORIGIN, at(102))]);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it("tells staff how many alerts run and how many wait for confirmation", async () => {
    const before = await countAlerts(TEST_STAFF, START);
    const word = uniqueWord();
    await saveSearch(input(`count-${word}@example.jp`, word), sender(), ORIGIN, START);
    await confirmedSearch(uniqueWord());
    const after = await countAlerts(TEST_STAFF, START);
    expect(after).toEqual({ active: before.active + 1, pending: before.pending + 1 });
  });
});
