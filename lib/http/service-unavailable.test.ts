import { describe, expect, it } from "vitest";
import { serviceUnavailableHtml, serviceUnavailableResponse } from "./service-unavailable";

describe("the page shown while the database is away", () => {
  it("says so in the visitor's language and gives the phone and LINE", () => {
    const ja = serviceUnavailableHtml("ja", "https://line.me/R/ti/p/@toho-truck", "/jp/sale");
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain("ただいまページを表示できません");
    expect(ja).toContain('href="tel:+81120555860"');
    expect(ja).toContain('href="https://line.me/R/ti/p/@toho-truck"');
    expect(serviceUnavailableHtml("en", "https://line.me/x", "/en")).toContain("We cannot show this page right now");
  });

  it("writes the address it reloads as text, whatever the visitor typed", () => {
    const html = serviceUnavailableHtml("ja", "https://line.me/x", '/jp/sale?q="><script>alert(1)</script>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#34;&#62;&#60;script&#62;");
  });

  it("answers 503 with Retry-After, never cached, running no script", () => {
    const response = serviceUnavailableResponse("en", "https://line.me/x", "/en");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
