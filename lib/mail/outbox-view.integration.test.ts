import { describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { outboxMail, outboxMails } from "./outbox-view";

describe("the outbox as staff read it", () => {
  const db = useTestDatabase();

  const write = (toAddress: string, subject: string, orderN: number | null = null) =>
    db.outboxMail.create({
      data: {
        orderN,
        audience: "customer",
        kind: "reply",
        locale: "ja",
        toAddress,
        subject,
        text: `${subject}\n\nいつもお世話になっております。`,
        status: "logged",
      },
    });

  it("lists every mail newest first, finds one by address, subject or request, and opens its whole text", async () => {
    const order = await db.order.create({
      data: {
        type: "purchase",
        lastName: "田中",
        firstName: "一郎",
        email: "t@example.jp",
        phone: "0312345678",
        contactMethod: "email",
        locale: "ja",
      },
    });
    const first = await write("ＴＡＮＡＫＡ@example.jp", "【受付番号】お見積りのご案内", order.n);
    const second = await write("suzuki@example.jp", "ご来店のお礼");

    const all = await outboxMails(TEST_STAFF, "", 1);
    expect(all.rows.map((mail) => mail.id)).toEqual([second.id, first.id]);
    expect(all).toMatchObject({ total: 2, pageCount: 1 });
    // Searched as every staff list is: the width an address was typed in does not matter.
    expect((await outboxMails(TEST_STAFF, "tanaka", 1)).rows.map((mail) => mail.id)).toEqual([first.id]);
    expect((await outboxMails(TEST_STAFF, "来店", 1)).rows.map((mail) => mail.id)).toEqual([second.id]);
    expect((await outboxMails(TEST_STAFF, String(order.n), 1)).rows.map((mail) => mail.id)).toEqual([first.id]);
    expect((await outboxMails(TEST_STAFF, "%", 1)).total).toBe(0);

    expect(await outboxMail(TEST_STAFF, first.id)).toMatchObject({
      subject: "【受付番号】お見積りのご案内",
      text: "【受付番号】お見積りのご案内\n\nいつもお世話になっております。",
      status: "logged",
      orderN: order.n,
    });
    expect(await outboxMail(TEST_STAFF, second.id + 1000)).toBeNull();
  });
});
