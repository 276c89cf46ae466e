// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

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
