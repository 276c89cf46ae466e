import { describe, expect, it } from "vitest";
import { isAdminAuthPath, isAdminPath, localizePath, negotiateLocale, splitLocalePath } from "./paths";

describe("splitLocalePath", () => {
  it("reads the jp and en prefixes", () => {
    expect(splitLocalePath("/jp")).toEqual({ locale: "ja", rest: "/" });
    expect(splitLocalePath("/en/sale/wing")).toEqual({ locale: "en", rest: "/sale/wing" });
  });

  it("treats anything else as unprefixed, the locale id ja included", () => {
    expect(splitLocalePath("/")).toBeNull();
    expect(splitLocalePath("/ja/sale")).toBeNull();
    expect(splitLocalePath("/JP")).toBeNull();
    expect(splitLocalePath("/english")).toBeNull();
  });
});

describe("localizePath", () => {
  it("prefixes paths and keeps the home page bare", () => {
    expect(localizePath("ja", "/")).toBe("/jp");
    expect(localizePath("en", "/admin/auth")).toBe("/en/admin/auth");
    expect(localizePath("en", "sale")).toBe("/en/sale");
  });
});

describe("negotiateLocale", () => {
  it("prefers the language cookie over the browser", () => {
    expect(negotiateLocale("en", "ja-JP,ja;q=0.9")).toBe("en");
    expect(negotiateLocale("jp", "en-US,en;q=0.9")).toBe("ja");
  });

  it("ignores a cookie that is not a locale code", () => {
    expect(negotiateLocale("ja", "en-US")).toBe("en");
    expect(negotiateLocale("fr", null)).toBe("ja");
  });

  it("follows Accept-Language by quality, then falls back to Japanese", () => {
    expect(negotiateLocale(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(negotiateLocale(undefined, "fr-FR, ja;q=0.5, en;q=0.8")).toBe("en");
    expect(negotiateLocale(undefined, "fr-FR, de;q=0.8")).toBe("ja");
    expect(negotiateLocale(undefined, "en;q=0, ja;q=0.1")).toBe("ja");
    expect(negotiateLocale(undefined, "")).toBe("ja");
    expect(negotiateLocale(undefined, null)).toBe("ja");
  });
});

describe("admin paths", () => {
  it("guards every admin path but the sign-in page", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/orders/12")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminAuthPath("/admin/auth")).toBe(true);
    expect(isAdminAuthPath("/admin/authx")).toBe(false);
    expect(isAdminAuthPath("/admin/auth/../sale")).toBe(false);
    // The one-time link where a new account sets its password: opened before there is any session.
    expect(isAdminAuthPath("/admin/auth/setup")).toBe(true);
    expect(isAdminAuthPath("/admin/auth/setupx")).toBe(false);
    expect(isAdminAuthPath("/admin/auth/setup/../../sale")).toBe(false);
  });
});
