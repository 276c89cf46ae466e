import { describe, expect, it } from "vitest";
import { parseCatalogueParams } from "@/lib/catalogue/params";
import { paramsOfSavedQuery, saveSearchSchema, savedQuery, savedSearchUrl, withoutFreeWords } from "./search";
import { lastSentBefore, confirmableSince, confirmationDue, ALERT_RULES } from "./rules";

describe("a saved search", () => {
  it("keeps what the search finds and drops how it is ordered and paged", () => {
    const params = parseCatalogueParams({ q: "エルフ 2t", maker: "isuzu", sort: "price-asc", page: "4" });
    expect(savedQuery(params)).toBe("q=%E3%82%A8%E3%83%AB%E3%83%95+2t&maker=isuzu");
    expect(paramsOfSavedQuery(savedQuery(params))).toMatchObject({ q: "エルフ 2t", maker: "isuzu", page: 1 });
  });

  it("keeps only a search the catalogue understands from what a form posts", () => {
    const parsed = saveSearchSchema.parse({
      email: " buyer@example.jp ",
      locale: "en",
      kind: "purchase",
      category: "",
      query: "maker=NOT A SLUG&licence=chugata&utm_source=x&page=2",
    });
    expect(parsed).toEqual({
      email: "buyer@example.jp",
      locale: "en",
      kind: "purchase",
      category: null,
      query: "licence=chugata",
    });
    expect(saveSearchSchema.safeParse({ email: "x", locale: "ja", kind: "sale", query: "" }).success).toBe(false);
    expect(
      saveSearchSchema.safeParse({ email: "a@example.jp", locale: "ja", kind: "sale", category: "../x" }).success,
    ).toBe(false);
  });

  it("keeps every condition chosen from the form's controls, and none of the words typed", () => {
    expect(withoutFreeWords("q=evil.invalid%2Fpay+0120-999-999&maker=hino&priceMax=500&noRepair=1")).toBe(
      "maker=hino&priceMax=500&noRepair=1",
    );
    expect(withoutFreeWords("q=%E3%82%A8%E3%83%AB%E3%83%95")).toBe("");
    expect(withoutFreeWords("licence=chugata")).toBe("licence=chugata");
  });

  it("links its catalogue page in the search's language on the site's origin", () => {
    const search = { kind: "sale" as const, category: "crane", query: "maker=hino" };
    expect(savedSearchUrl("https://www.toho-truck.example", "ja", search)).toBe(
      "https://www.toho-truck.example/jp/sale/crane?maker=hino",
    );
    expect(savedSearchUrl("https://x.example", "en", { kind: "purchase", category: null, query: "" })).toBe(
      "https://x.example/en/purchase",
    );
  });
});

describe("alert timing", () => {
  it("is due a full interval after the last mail, and confirmable for the stated days", () => {
    const now = new Date("2030-01-02T12:00:00Z");
    expect(lastSentBefore(now).toISOString()).toBe("2030-01-01T12:00:00.000Z");
    expect(now.getTime() - confirmableSince(now).getTime()).toBe(ALERT_RULES.confirmDays * 24 * 60 * 60_000);
  });

  it("mails a waiting search's confirmation again only a full resend interval after the last", () => {
    const sent = new Date("2030-01-01T12:00:00Z");
    const after = (hours: number) => new Date(sent.getTime() + hours * 60 * 60_000);
    const interval = ALERT_RULES.confirmResendHours;
    for (const [now, due] of [
      [after(0), false],
      [after(interval - 1 / 3600), false],
      [after(interval), true],
      [after(interval + 48), true],
    ] as const)
      expect(confirmationDue(sent, now)).toBe(due);
    // Never mailed yet (a budget was spent): due at once.
    expect(confirmationDue(null, sent)).toBe(true);
  });
});
