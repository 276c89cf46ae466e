import { describe, expect, it } from "vitest";
import { senderKey, senderNetwork } from "./rate-limit";

describe("senderNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1::", "2001:db8:1:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b:1:2::192.0.2.33", "64:ff9b:1:2::/64"],
    ["not an address", "not an address"],
  ])("%s is counted as %s", (address, network) => {
    expect(senderNetwork(address)).toBe(network);
  });

  it("counts every address of one IPv6 /64 as one sender, and the next /64 as another", () => {
    expect(senderKey("2001:db8:1:2::1")).toBe(senderKey("2001:db8:1:2:ffff::9"));
    expect(senderKey("2001:db8:1:3::1")).not.toBe(senderKey("2001:db8:1:2::1"));
    expect(senderKey("203.0.113.7")).not.toBe(senderKey("203.0.113.8"));
  });
});
