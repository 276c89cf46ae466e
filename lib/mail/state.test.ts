import { describe, expect, it } from "vitest";
import { mailStateOf, type MailState, type MailStatus } from "./state";

describe("a stored mail's state in staff's terms", () => {
  it.each<[MailStatus, MailState]>([
    ["pending", "pending"],
    ["sent", "sent"],
    // Only written to the log: no mail server is set, so nobody received it.
    ["logged", "unsent"],
    ["failed", "failed"],
  ])("%s reads as %s", (status, state) => {
    expect(mailStateOf(status)).toBe(state);
  });
});
