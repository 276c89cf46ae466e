import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, isHttpsSite } from "./csp";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  const base = { nonce: "abc123==", tagManager: false, development: false, https: false };

  it("lets scripts run only with the request's nonce, never inline or evaluated", () => {
    const scripts = directives(contentSecurityPolicy(base)).get("script-src")!;
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("forbids framing the site, plugins and foreign form targets", () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("names the tag manager only when one is configured", () => {
    expect(contentSecurityPolicy(base)).not.toContain("googletagmanager");
    const policy = directives(contentSecurityPolicy({ ...base, tagManager: true }));
    expect(policy.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com");
  });

  it("upgrades insecure requests only over https", () => {
    expect(directives(contentSecurityPolicy(base)).has("upgrade-insecure-requests")).toBe(false);
    expect(directives(contentSecurityPolicy({ ...base, https: true })).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("createNonce", () => {
  it("is fresh each time and a valid nonce-source", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("isHttpsSite", () => {
  it("follows the configured origin alone", () => {
    expect(isHttpsSite("https://www.toho-truck.example")).toBe(true);
    expect(isHttpsSite("http://localhost:3000")).toBe(false);
  });
});
