import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import { changeOrderStatus, setOrderSteps } from "@/lib/admin/order-inbox";
import { senderKey } from "./rate-limit";
import { storeRequest, type MailDraft, type RequestFields } from "./store";
import { requestStatusByToken } from "./status-page";
import { hashStatusToken, statusTokenFor } from "./status-token";

const fields: RequestFields = {
  ...TEST_CUSTOMER,
  nameKana: "ヤマダ タロウ",
  prefecture: "23",
  companyName: "",
  vehicleName: "",
  contactMethod: "phone",
  message: "日野 プロフィアを探しています",
};

describe("a request's status page", () => {
  const db = useTestDatabase();
  beforeAll(() => {
    // The status link is derived under the server's secret (lib/requests/status-token.ts).
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  /** Stores an auction request as the contact form does, and answers its number and the token its mail carries. */
  async function sendRequest() {
    let token = "";
    const outcome = await storeRequest(
      {
        type: "auction",
        locale: "ja",
        fields,
        idempotencyKey: randomUUID(),
        senderKey: senderKey(randomUUID()),
      },
      (n, statusToken): MailDraft[] => {
        token = statusToken;
        return [
          {
            audience: "customer",
            kind: "acknowledgement",
            toAddress: fields.email,
            subject: `${n}`,
            text: `/requests/${statusToken}`,
          },
        ];
      },
    );
    if (outcome.status !== "created") throw new Error(outcome.status);
    return { n: outcome.n, token };
  }

  it("keeps only the hash of the token the customer's mail carries", async () => {
    const { n, token } = await sendRequest();
    const order = await db.order.findUniqueOrThrow({ where: { n }, include: { mails: true } });
    expect(order.statusTokenHash).toBe(hashStatusToken(token));
    expect(order.mails[0].text).toBe(`/requests/${token}`);
    expect(JSON.stringify(order)).not.toContain(`"${token}"`);
  });

  it("opens nothing for a wrong, malformed or missing token, nor for a request made before the pages", async () => {
    await sendRequest();
    expect(await requestStatusByToken(statusTokenFor(randomUUID()).token)).toBeNull();
    expect(await requestStatusByToken("not-a-token")).toBeNull();
    expect(await requestStatusByToken("")).toBeNull();
    const old = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    expect(old.statusTokenHash).toBeNull();
  });

  it("shows what was asked, the status staff set, the days of the steps and the deadlines", async () => {
    const { n, token } = await sendRequest();
    expect(await requestStatusByToken(token)).toMatchObject({
      n,
      type: "auction",
      status: "new",
      steps: {},
      deadlines: null,
    });
    const seen = (await db.order.findUniqueOrThrow({ where: { n } })).version;
    expect((await changeOrderStatus(TEST_STAFF, n, "contacted", seen)).ok).toBe(true);
    await setOrderSteps(TEST_STAFF, n, { consultation: "2027-06-01", win: "2027-06-07" });
    const shown = await requestStatusByToken(token);
    expect(shown).toMatchObject({
      status: "contacted",
      steps: { consultation: "2027-06-01", win: "2027-06-07" },
      // lib/auction/deadlines.ts: 3 business days, then 14 and 25 calendar days from the auction day.
      deadlines: { balance: "2027-06-10", documents: "2027-06-21", titleTransfer: "2027-07-02" },
    });
    // Nothing the sender typed: the address the link went to was never verified.
    for (const typed of ["email", "phone", "message", "vehicleName", "lastName"])
      expect(shown).not.toHaveProperty(typed);
  });
});
