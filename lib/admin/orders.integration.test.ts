import { beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import { addOrderNote, archiveOrder, changeOrderStatus, getOrder, listOrders, setOrderSteps } from "./order-inbox";
import { ordersCsv } from "./order-csv";
import { historyOf } from "./history";
import { parseOrderFilter } from "./orders";
import { parseCsv } from "@/lib/csv";
import { normalizeSearchText, SEARCH_FOLD } from "@/lib/catalogue/normalize";

const staff = TEST_STAFF;

describe("orders inbox", () => {
  const db = useTestDatabase();
  let n: number;
  let searched: { n: number; inquiryNo: number };

  beforeAll(async () => {
    const fields = TEST_CUSTOMER;
    await db.order.create({ data: { ...fields, type: "sale" } });
    n = (await db.order.create({ data: { ...fields, type: "assessment", message: "<b>査定</b>" } })).n;
    const vehicle = await db.order.create({
      data: {
        type: "vehicle",
        lastName: "佐藤",
        firstName: "花子",
        nameKana: "サトウ ハナコ",
        // As typed on a Japanese keyboard in full-width mode: stored so, found however the search is typed.
        companyName: "Ｓａｔｏ Ｕｎｙｕ",
        email: "Hanako.Sato@Example.jp",
        phone: "0312345678",
        contactMethod: "email",
        locale: "ja",
        message: '=HYPERLINK("http://evil.example","見積")',
        vehicles: {
          create: { position: 0, kind: "sale", strId: "elf-1", inquiryNo: 10777, name: "いすゞ エルフ, 2t" },
        },
      },
    });
    searched = { n: vehicle.n, inquiryNo: 10777 };
  });

  const seen = async (order = n) => (await db.order.findUniqueOrThrow({ where: { n: order } })).version;
  const found = async (q: string) => (await listOrders(staff, parseOrderFilter({ q }))).orders.map((o) => o.n);

  it("lists newest first and filters by type and status, ignoring nonsense", async () => {
    expect((await listOrders(staff, parseOrderFilter({}))).orders.map((o) => o.type)).toEqual([
      "vehicle",
      "assessment",
      "sale",
    ]);
    expect((await listOrders(staff, parseOrderFilter({ type: "sale", status: "new" }))).total).toBe(1);
    expect(parseOrderFilter({ type: "drop", status: ["won", "x"], page: "-3", q: "  山田 " })).toEqual({
      q: "山田",
      type: undefined,
      status: "won",
      archived: false,
      page: 1,
    });
  });

  it("finds a request by its phone number however it is typed", async () => {
    for (const q of [
      "03-1234-5678",
      "0312345678",
      "０３－１２３４－５６７８",
      "03 1234 5678",
      "(03) 1234-5678",
      "+81 3-1234-5678",
    ])
      expect(await found(q), q).toEqual([searched.n]);
    expect(await found("090-1234-5678")).toHaveLength(2);
  });

  it("finds a request by its receipt number as a mail or a Japanese keyboard writes it", async () => {
    const fullWidth = String(searched.n).replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    for (const q of [String(searched.n), fullWidth, `No.${searched.n}`, `#${searched.n}`])
      expect(await found(q), q).toEqual([searched.n]);
  });

  it("finds a number abroad by its country code and digits, however it is typed", async () => {
    const abroad = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale", phone: "+254712345678" } });
    try {
      for (const q of ["+254 712 345 678", "254712345678", "00254 712 345678", "712 345 678"])
        expect(await found(q), q).toEqual([abroad.n]);
    } finally {
      await db.order.delete({ where: { n: abroad.n } });
    }
  });

  it("finds a request by name in kanji, kana or romaji of either width, email, receipt or inquiry number", async () => {
    expect(await found("佐藤")).toEqual([searched.n]);
    expect(await found("佐藤 花子")).toEqual([searched.n]);
    expect(await found("佐藤花子")).toEqual([searched.n]);
    expect(await found("藤花")).toEqual([searched.n]);
    expect(await found("さとうはなこ")).toEqual([searched.n]);
    expect(await found("佐藤太郎")).toEqual([]);
    expect(await found("さとう")).toEqual([searched.n]);
    expect(await found("ｻﾄｳ")).toEqual([searched.n]);
    expect(await found("sato unyu")).toEqual([searched.n]);
    expect(await found("ＳＡＴＯ")).toEqual([searched.n]);
    expect(await found("hanako.sato@example.JP")).toEqual([searched.n]);
    expect(await found(String(searched.n))).toEqual([searched.n]);
    expect(await found(String(searched.inquiryNo))).toEqual([searched.n]);
    expect(await found("鈴木")).toEqual([]);
    expect(await found("100%")).toEqual([]);
  });

  it("finds a request by words of its message or of a vehicle's name, in any writing", async () => {
    const asked = await db.order.create({
      data: {
        ...TEST_CUSTOMER,
        type: "sale",
        message: "フォワードの荷台について",
        vehicleName: "いすゞ ＦＯＲＷＡＲＤ",
      },
    });
    const sold = await db.order.create({
      data: {
        ...TEST_CUSTOMER,
        type: "purchase",
        vehicleDetails: { create: { makerName: "日野", model: "レンジャー" } },
      },
    });
    const ordered = await db.order.create({
      data: {
        ...TEST_CUSTOMER,
        type: "vehicle",
        vehicles: {
          create: { position: 0, kind: "sale", strId: "canter-1", inquiryNo: 20001, name: "三菱ふそう キャンター" },
        },
      },
    });
    try {
      for (const q of ["ふぉわーど", "ﾌｫﾜｰﾄﾞ", "forward", "ｆｏｒｗａｒｄ", "荷台 フォワード", "について"])
        expect(await found(q), q).toEqual([asked.n]);
      for (const q of ["れんじゃー", "ﾚﾝｼﾞｬｰ", "日野"]) expect(await found(q), q).toEqual([sold.n]);
      for (const q of ["きゃんたー", "三菱ﾌｿｳ"]) expect(await found(q), q).toEqual([ordered.n]);
      expect(await found("荷台 レンジャー")).toEqual([]);
    } finally {
      await db.order.deleteMany({ where: { n: { in: [asked.n, sold.n, ordered.n] } } });
    }
  });

  it("finds a name however its kanji are written: 渡邊 finds 渡邉, 髙橋 finds 高橋, also as one full name", async () => {
    const customer = { ...TEST_CUSTOMER, type: "sale" as const, nameKana: "ワタナベ イチロウ" };
    const watanabe = await db.order.create({ data: { ...customer, lastName: "渡邉", firstName: "一郎" } });
    const takahashi = await db.order.create({
      data: { ...customer, lastName: "田中", firstName: "一郎", companyName: "髙橋運輸", message: "﨑田様の紹介" },
    });
    try {
      for (const q of ["渡邊", "渡辺", "渡邉", "渡邊一郎", "渡辺 一郎"])
        expect(await found(q), q).toEqual([watanabe.n]);
      for (const q of ["高橋運輸", "髙橋", "崎田", "嵜田様"]) expect(await found(q), q).toEqual([takahashi.n]);
    } finally {
      await db.order.deleteMany({ where: { n: { in: [watanabe.n, takahashi.n] } } });
    }
  });

  it("finds a request in the other language by a maker's or model's name: エルフ finds an English Elf", async () => {
    const names = (en: string) => ({ slug: en.toLowerCase(), nameJa: en, nameKana: "", nameEn: en });
    const [maker, loadClass, bodyType] = await Promise.all([
      db.maker.create({ data: { ...names("Isuzu"), nameJa: "いすゞ", nameKana: "いすず" } }),
      db.loadClass.create({ data: { slug: "small", nameJa: "小型", nameEn: "Light duty" } }),
      db.bodyType.create({ data: { ...names("Flatbed"), nameJa: "平ボディ", nameKana: "ひらぼでぃ" } }),
    ]);
    const elf = await db.vehicle.create({
      data: {
        kind: "sale",
        strId: "elf-names",
        nameJa: "いすゞ エルフ",
        nameEn: "Isuzu Elf",
        modelName: "エルフ",
        modelNameEn: "Elf",
        makerId: maker.id,
        loadClassId: loadClass.id,
        bodyTypeId: bodyType.id,
      },
    });
    const english = await db.order.create({
      data: { ...TEST_CUSTOMER, type: "sale", locale: "en", message: "Do you have an Isuzu Elf with a flatbed?" },
    });
    const described = await db.order.create({
      data: { ...TEST_CUSTOMER, type: "purchase", vehicleDetails: { create: { makerName: "Isuzu", model: "ELF" } } },
    });
    try {
      // The inbox's own order names a いすゞ エルフ too; part of a name is only itself.
      const elves = [described.n, english.n, searched.n];
      for (const q of ["エルフ", "ｴﾙﾌ", "えるふ", "elf"]) expect(await found(q), q).toEqual(elves);
      expect(await found("いすゞ 平ボディ")).toEqual([english.n]);
      expect(await found("エル")).toEqual([searched.n]);
    } finally {
      await db.order.deleteMany({ where: { n: { in: [english.n, described.n] } } });
      await db.vehicle.delete({ where: { id: elf.id } });
      await Promise.all([
        db.maker.delete({ where: { id: maker.id } }),
        db.loadClass.delete({ where: { id: loadClass.id } }),
        db.bodyType.delete({ where: { id: bodyType.id } }),
      ]);
    }
  });

  it("keeps a request's message folded as the search folds words (the column's SQL, the app's table)", async () => {
    const message = `${SEARCH_FOLD.from} ＡＢＣ ﾀﾞﾝﾌﾟ ①荷台`;
    const order = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale", message, vehicleName: "Ｅｌｆ" } });
    try {
      const [row] = await db.$queryRaw<{ text: string }[]>`SELECT search_text AS text FROM orders WHERE n = ${order.n}`;
      expect(row.text).toBe(normalizeSearchText(`${message} Ｅｌｆ`));
    } finally {
      await db.order.delete({ where: { n: order.n } });
    }
  });

  it("reads a NUL in a search as a space, in the inbox and its CSV (PostgreSQL cannot compare one)", async () => {
    expect(await found("佐藤\u0000花子")).toEqual([searched.n]);
    expect(await found("\u0000")).toHaveLength(3);
    const { csv } = await ordersCsv(staff, parseOrderFilter({ q: "\u0000佐藤" }), "ja");
    expect(csv.slice(1).split("\r\n")[1]).toContain(`${searched.n},`);
  });

  it("moves a request through the workflow, one allowed step at a time, each move in its history", async () => {
    expect(await changeOrderStatus(staff, n, "won", await seen())).toEqual({ ok: false, error: "notAllowed" });
    for (const status of ["contacted", "quoted", "won", "closed"] as const) {
      expect((await changeOrderStatus(staff, n, status, await seen())).ok, status).toBe(true);
    }
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("closed");
    const history = await historyOf(staff, "order", n);
    expect(history.map((entry) => entry.changes.status)).toEqual([
      ["won", "closed"],
      ["quoted", "won"],
      ["contacted", "quoted"],
      ["new", "contacted"],
    ]);
    expect(history[0]).toMatchObject({ entity: "order", entityId: String(n), action: "status", actorId: 1 });
  });

  it("refuses a status or archive change over a version the staff member has not seen, with no history", async () => {
    const order = (await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } })).n;
    const stale = await seen(order);
    expect(await changeOrderStatus(staff, order, "contacted", stale)).toEqual({
      ok: true,
      id: order,
      version: stale + 1,
    });
    expect(await changeOrderStatus(staff, order, "quoted", stale)).toEqual({ ok: false, error: "conflict" });
    expect(await archiveOrder(staff, order, true, stale)).toEqual({ ok: false, error: "conflict" });
    expect(await historyOf(staff, "order", order)).toHaveLength(1);
    expect(await changeOrderStatus(staff, 999_999, "quoted", 1)).toEqual({ ok: false, error: "notFound" });
  });

  it("never refuses a change for a colleague's note: it adds to the thread and leaves the version alone", async () => {
    const order = (await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } })).n;
    const opened = await seen(order);
    expect((await addOrderNote(staff, order, "折り返し電話済み")).ok).toBe(true);
    expect(await seen(order)).toBe(opened);
    expect((await changeOrderStatus(staff, order, "contacted", opened)).ok).toBe(true);
  });

  it("keeps notes as a thread with each one's author and time, overwriting nothing", async () => {
    const named: StaffSession = { ...staff, name: "鈴木" };
    const first = await addOrderNote(named, n, "折り返し電話済み");
    const second = await addOrderNote(staff, n, "見積書を送付");
    expect(first.ok && second.ok).toBe(true);
    const order = await getOrder(staff, n);
    expect(order!.notes.map((note) => [note.authorName, note.body])).toEqual([
      ["鈴木", "折り返し電話済み"],
      ["staff@example.jp", "見積書を送付"],
    ]);
    // Each note's history row says what the note said.
    expect(
      (await historyOf(staff, "order", n)).filter((entry) => entry.action === "note").map((entry) => entry.changes),
    ).toEqual([{ note: [null, "見積書を送付"] }, { note: [null, "折り返し電話済み"] }]);
    expect(await addOrderNote(staff, 999_999, "x")).toEqual({ ok: false, error: "notFound" });
  });

  it("archives a request out of the inbox and restores it, keeping everything, each in its history", async () => {
    const inbox = async () => (await listOrders(staff, parseOrderFilter({}))).orders.map((o) => o.n);
    const archive = async () => (await listOrders(staff, parseOrderFilter({ archived: "1" }))).orders.map((o) => o.n);
    const before = await db.order.findUniqueOrThrow({ where: { n } });
    expect((await archiveOrder(staff, n, true, await seen())).ok).toBe(true);
    expect(await inbox()).not.toContain(n);
    expect(await archive()).toContain(n);
    expect((await archiveOrder(staff, n, false, await seen())).ok).toBe(true);
    expect(await inbox()).toContain(n);
    expect(await archive()).not.toContain(n);
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({
      status: before.status,
      message: before.message,
      archivedAt: null,
    });
    expect((await historyOf(staff, "order", n)).slice(0, 2).map((entry) => entry.action)).toEqual([
      "restored",
      "archived",
    ]);
  });

  it("records the days of an auction request's steps, and refuses them on any other request", async () => {
    const auction = (await db.order.create({ data: { ...TEST_CUSTOMER, type: "auction" } })).n;
    expect(await setOrderSteps(staff, auction, { order: "2027-06-01", win: "2027-06-07" })).toEqual({ ok: true });
    expect(await setOrderSteps(staff, auction, { order: "2027-06-01", win: "2027-06-08" })).toEqual({ ok: true });
    const steps = await db.orderStep.findMany({ where: { orderN: auction }, orderBy: { step: "asc" } });
    expect(steps.map((row) => [row.step, row.doneOn.toISOString().slice(0, 10)])).toEqual([
      ["order", "2027-06-01"],
      ["win", "2027-06-08"],
    ]);
    const [latest] = await historyOf(staff, "order", auction);
    expect(latest.changes).toEqual({ win: ["2027-06-07", "2027-06-08"] });
    expect(await setOrderSteps(staff, auction, { order: "2027-06-01" })).toEqual({ ok: true });
    expect(await db.orderStep.count({ where: { orderN: auction } })).toBe(1);
    expect(await setOrderSteps(staff, n, { win: "2027-06-07" })).toEqual({ ok: false, error: "notAllowed" });
  });

  it("exports the current filter as CSV Excel opens: BOM, CRLF, quoted cells, no formula", async () => {
    const { csv, filename } = await ordersCsv(staff, parseOrderFilter({ q: "03-1234-5678" }), "ja");
    expect(filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith("\uFEFF受付番号,受付日時,種類,状況,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[1]).toContain(`${searched.n},`);
    expect(lines[1]).toContain(",03-1234-5678,");
    expect(lines[1]).toContain(',"いすゞ エルフ, 2t（管理番号 10777）",');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""見積"")",`);
    const english = (await ordersCsv(staff, parseOrderFilter({ q: String(searched.n) }), "en")).csv;
    expect(english.startsWith("\uFEFFRequest no.,Received,Type,Status,")).toBe(true);
  });

  it("writes a working file: stock numbers, assignee, follow-up date, notes oldest first, sortable time", async () => {
    const order = await db.order.create({
      data: {
        ...TEST_CUSTOMER,
        type: "vehicle",
        createdAt: new Date("2026-11-28T00:15:00Z"),
        assigneeId: staff.userId,
        followUpOn: new Date("2026-12-01T00:00:00Z"),
        vehicles: {
          create: [
            { position: 0, kind: "sale", strId: "a", inquiryNo: 30001, name: "いすゞ エルフ" },
            { position: 1, kind: "sale", strId: "b", inquiryNo: 30002, name: "日野 デュトロ" },
          ],
        },
        notes: {
          create: [
            { authorName: "鈴木", body: "=折り返し済み", createdAt: new Date("2026-11-28T01:00:00Z") },
            { authorName: "", body: "以前のメモ", createdAt: new Date("2026-11-27T23:00:00Z") },
          ],
        },
      },
    });
    try {
      for (const [locale, expected] of [
        [
          "ja",
          {
            受付番号: String(order.n),
            受付日時: "2026-11-28 09:15",
            担当者: "staff@example.jp",
            対応期限: "2026-12-01",
            管理番号: "30001\n30002",
            スタッフメモ:
              "2026年11月28日（土） 8:00 以前のメモ欄：以前のメモ\n2026年11月28日（土） 10:00 鈴木：=折り返し済み",
          },
        ],
        [
          "en",
          {
            "Request no.": String(order.n),
            Received: "2026-11-28 09:15",
            Assignee: "staff@example.jp",
            "Follow up by": "2026-12-01",
            "Stock no.": "30001\n30002",
          },
        ],
      ] as const) {
        const parsed = parseCsv((await ordersCsv(staff, parseOrderFilter({ q: String(order.n) }), locale)).csv);
        if (!parsed.ok) throw new Error("not CSV");
        const [header, row] = parsed.rows;
        expect(header[0], locale).toBe(locale === "ja" ? "受付番号" : "Request no.");
        const cells = Object.fromEntries(header.map((heading, index) => [heading, row[index]]));
        expect(cells, locale).toMatchObject(expected);
      }
    } finally {
      await db.order.delete({ where: { n: order.n } });
    }
  });
});
