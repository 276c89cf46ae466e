// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress } from "./origin";

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
