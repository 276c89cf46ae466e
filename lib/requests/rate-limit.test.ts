import { describe, expect, it } from "vitest";
import { senderKey } from "./rate-limit";

describe("senderKey", () => {
  it("counts every address of one IPv6 /64 as one sender, and the next /64 as another", () => {
    expect(senderKey("2001:db8:1:2::1")).toBe(senderKey("2001:db8:1:2:ffff::9"));
    expect(senderKey("2001:db8:1:3::1")).not.toBe(senderKey("2001:db8:1:2::1"));
    expect(senderKey("203.0.113.7")).not.toBe(senderKey("203.0.113.8"));
  });
});
