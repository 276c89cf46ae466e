// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_COSTS, passwordHashCost } from "./env";

const BASE = { DATABASE_URL: "postgresql://localhost/truck", AUTH_SECRET: "x".repeat(32) };

async function envWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ SITE_URL: undefined, PORT: undefined, ...BASE, ...values }))
    vi.stubEnv(name, value);
  return import("./env");
}

describe("the site's origin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is SITE_URL's origin, whatever path or slash it is written with", async () => {
    const { serverEnv } = await envWith({ SITE_URL: "https://www.toho-truck.example/jp/", NODE_ENV: "production" });
    expect(serverEnv().SITE_URL).toBe("https://www.toho-truck.example");
  });

  it("is required in production, with a message that says what to set", async () => {
    const { serverEnv, SITE_URL_MISSING } = await envWith({ NODE_ENV: "production" });
    expect(() => serverEnv()).toThrow(SITE_URL_MISSING);
  });

  it("is this machine's localhost on PORT elsewhere", async () => {
    expect((await envWith({ NODE_ENV: "development", PORT: "3400" })).serverEnv().SITE_URL).toBe(
      "http://localhost:3400",
    );
    expect((await envWith({ NODE_ENV: "test" })).serverEnv().SITE_URL).toBe("http://localhost:3000");
  });

  it("is only ever http or https", async () => {
    for (const url of ["javascript://evil.example/", "ftp://www.toho-truck.example"]) {
      await expect(envWith({ SITE_URL: url }).then(({ serverEnv }) => serverEnv())).rejects.toThrow(/SITE_URL/);
    }
  });
});

describe("the password hashing cost", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    { env: {}, cost: PASSWORD_COSTS.production },
    { env: { PASSWORD_HASH_COST: "" }, cost: PASSWORD_COSTS.production },
    { env: { PASSWORD_HASH_COST: "test", SITE_URL: "http://127.0.0.1:3210" }, cost: PASSWORD_COSTS.test },
    { env: { PASSWORD_HASH_COST: "test", SITE_URL: "http://localhost:3000" }, cost: PASSWORD_COSTS.test },
    { env: { PASSWORD_HASH_COST: "test", SITE_URL: "http://[::1]:3000" }, cost: PASSWORD_COSTS.test },
    { env: { PASSWORD_HASH_COST: "test", NODE_ENV: "test" }, cost: PASSWORD_COSTS.test },
  ])("is 2^$cost with $env", ({ env, cost }) => {
    expect(passwordHashCost(env)).toBe(cost);
  });

  it.each([
    { PASSWORD_HASH_COST: "test", SITE_URL: "https://www.example.jp" },
    { PASSWORD_HASH_COST: "test", SITE_URL: "http://127.0.0.1.example.jp" },
    { PASSWORD_HASH_COST: "test", NODE_ENV: "production" },
    { PASSWORD_HASH_COST: "10" },
  ])("refuses a test cost for a real site, or a cost of its own: %o", (env) => {
    expect(() => passwordHashCost(env)).toThrow(/PASSWORD_HASH_COST/);
  });

  it("keeps a production server with a test cost from starting", async () => {
    const { serverEnv } = await envWith({
      NODE_ENV: "production",
      SITE_URL: "https://www.example.jp",
      PASSWORD_HASH_COST: "test",
    });
    expect(() => serverEnv()).toThrow(/PASSWORD_HASH_COST/);
  });
});
