// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress, senderNetwork } from "./client-network";

describe("the client's address for the per-address limits", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.2", 0)).toBe("198.51.100.2");
    expect(clientAddress(null, "198.51.100.2", 0)).toBe("198.51.100.2");
  });

  it("is the entry the outermost trusted proxy wrote; what the client wrote before it counts for nothing", () => {
    // nginx in front: it appends the address it was reached from.
    expect(clientAddress("203.0.113.7", "127.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.9.9.9, 6.6.6.6, 203.0.113.7", "127.0.0.1", 1)).toBe("203.0.113.7");
    // A CDN, then nginx.
    expect(clientAddress("6.6.6.6, 203.0.113.7, 192.0.2.10", "127.0.0.1", 2)).toBe("203.0.113.7");
  });

  it("falls back to what there is when fewer proxies wrote than are trusted, or none", () => {
    expect(clientAddress("203.0.113.7", "127.0.0.1", 2)).toBe("203.0.113.7");
    expect(clientAddress(null, "127.0.0.1", 1)).toBe("127.0.0.1");
    expect(clientAddress(" , ", "127.0.0.1", 1)).toBe("127.0.0.1");
  });
});

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
});
