import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import { TagManager } from "./TagManager";

const renderTagManager = () =>
  render(
    <NextIntlClientProvider locale="ja" messages={jp}>
      <TagManager containerId="GTM-AB12CD" />
    </NextIntlClientProvider>,
  );
const tagScript = () => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager.com"]');

describe("TagManager", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    tagScript()?.remove();
  });

  it("loads nothing until the visitor agrees, then the container they agreed to", () => {
    renderTagManager();
    expect(tagScript()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "同意する" }));
    expect(tagScript()?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    expect(tagScript()?.async).toBe(true);
    expect(screen.queryByRole("region", { name: "アクセス解析について" })).toBeNull();
  });

  it("remembers a refusal and never loads the tag manager", () => {
    renderTagManager();
    fireEvent.click(screen.getByRole("button", { name: "同意しない" }));
    cleanup();
    renderTagManager();
    expect(screen.queryByRole("button", { name: "同意する" })).toBeNull();
    expect(tagScript()).toBeNull();
  });

  it("loads at once for a visitor who agreed before", () => {
    localStorage.setItem("analytics-consent", "granted");
    renderTagManager();
    expect(tagScript()).not.toBeNull();
  });
});
