import { describe, expect, it } from "vitest";
import { markdownExcerpt, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders what staff write", () => {
    const html = renderMarkdown(
      "# クレーン買取強化中\n\n**4t ユニック**を高価買取。\n\n- 車検証\n- 写真\n\n[お問い合わせ](https://toho-truck.example/jp/contact)",
    );
    expect(html).toContain("<h2>クレーン買取強化中</h2>");
    expect(html).toContain("<strong>4t ユニック</strong>");
    expect(html).toContain("<li>車検証</li>");
    expect(html).toContain(
      '<a href="https://toho-truck.example/jp/contact" rel="noopener noreferrer nofollow">お問い合わせ</a>',
    );
  });

  it.each([
    ["<script>alert(1)</script>"],
    ['<img src=x onerror="alert(1)">'],
    ['<a href="javascript:alert(1)">x</a>'],
    ["[click](javascript:alert(1))"],
    ["[click](JaVaScRiPt:alert(1))"],
    ["[click](  javascript:alert(1))"],
    ["[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["![x](javascript:alert(1))"],
    ['![x](https://example.com/a.png "x" onerror=alert(1))'],
    ["<iframe src=https://evil.example></iframe>"],
    ["<svg onload=alert(1)>"],
    ['<div style="background:url(javascript:alert(1))">x</div>'],
    ["[x](vbscript:msgbox(1))"],
    ["<style>body{display:none}</style>"],
    ['<form action="https://evil.example"><input name=p></form>'],
  ])("leaves nothing runnable of %s", (payload) => {
    // Parsed by the browser DOM (jsdom here) the way a visitor's browser would read it.
    const body = document.createElement("div");
    body.innerHTML = renderMarkdown(payload);
    for (const element of body.querySelectorAll("*")) {
      expect(["p", "a", "img", "br", "strong", "em", "code"]).toContain(element.tagName.toLowerCase());
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$/i);
        if (attribute.name === "href" || attribute.name === "src")
          expect(attribute.value).toMatch(/^(https?:|mailto:|tel:)/);
      }
    }
  });

  it("shows raw HTML as the text it is", () => {
    expect(renderMarkdown("<b>太字</b>")).toBe("<p>&lt;b&gt;太字&lt;/b&gt;</p>\n");
  });
});

describe("markdownExcerpt", () => {
  it("gives plain text, shortened", () => {
    expect(markdownExcerpt("## 見出し\n\n**本文**です。", 7)).toBe("見出し 本文で…");
  });

  it("keeps characters as written, for the one escaping whoever shows it does", () => {
    expect(markdownExcerpt("<script>alert(1)</script> & [リンク](https://example.jp) `a<b`")).toBe(
      "<script>alert(1)</script> & リンク a<b",
    );
    expect(markdownExcerpt("> 引用\n\n本文")).toBe("引用 本文");
  });

  it.each([
    ["- エンジン好調\n- 外装良好\n\n本文", "エンジン好調 / 外装良好 本文"],
    ["1. Engine runs well\n2. Clean body", "Engine runs well / Clean body"],
    ["- 外装\n  - 塗装\n  - 荷台\n- 内装", "外装 / 塗装 / 荷台 / 内装"],
    ["- 一つ目\n\n  続き\n- 二つ目", "一つ目 続き / 二つ目"],
  ])("keeps a list's items apart: %j", (source, excerpt) => {
    expect(markdownExcerpt(source)).toBe(excerpt);
  });
});
