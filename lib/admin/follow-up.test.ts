import { describe, expect, it } from "vitest";
import { followUpState, followUpStateAt } from "./follow-up";
import { nextInTurn } from "@/lib/requests/assignment";

describe("where a request stands against its follow-up date", () => {
  it("is due on its day, overdue by the calendar days since, and due later before", () => {
    expect(followUpState("2026-12-01", "new", "2026-12-01")).toEqual({ due: "today" });
    expect(followUpState("2026-12-01", "contacted", "2026-12-04")).toEqual({ due: "overdue", days: 3 });
    expect(followUpState("2026-12-01", "quoted", "2026-11-30")).toEqual({ due: "later" });
    // Across a month's and a year's end alike.
    expect(followUpState("2026-12-31", "won", "2027-01-02")).toEqual({ due: "overdue", days: 2 });
  });

  it("follows nothing for a request without a date, or lost or closed", () => {
    expect(followUpState(null, "new", "2026-12-01")).toBeNull();
    expect(followUpState("2026-11-01", "lost", "2026-12-01")).toBeNull();
    expect(followUpState("2026-11-01", "closed", "2026-12-01")).toBeNull();
  });

  it("turns a day's request overdue at midnight in Japan, whatever the server's zone", () => {
    // 23:59 on 1 December in Japan is 14:59 UTC; midnight is 15:00 UTC, still 1 December there.
    expect(followUpStateAt("2026-12-01", "new", new Date("2026-12-01T14:59:00Z"))).toEqual({ due: "today" });
    expect(followUpStateAt("2026-12-01", "new", new Date("2026-12-01T15:00:00Z"))).toEqual({ due: "overdue", days: 1 });
    // 00:00 on 1 December in Japan is 30 November in UTC: already the day.
    expect(followUpStateAt("2026-12-01", "new", new Date("2026-11-30T14:59:00Z"))).toEqual({ due: "later" });
    expect(followUpStateAt("2026-12-01", "new", new Date("2026-11-30T15:00:00Z"))).toEqual({ due: "today" });
  });
});

describe("the round-robin's next account", () => {
  it("is the first active account after the last one given a request, wrapping to the first", () => {
    expect(nextInTurn([3, 1, 7], null)).toBe(1);
    expect(nextInTurn([3, 1, 7], 1)).toBe(3);
    expect(nextInTurn([3, 1, 7], 7)).toBe(1);
    // The last one given a request was disabled since: the turn passes to whoever follows it.
    expect(nextInTurn([1, 7], 3)).toBe(7);
    expect(nextInTurn([], 3)).toBeNull();
  });
});
