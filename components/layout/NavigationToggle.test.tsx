import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import { NavigationToggle } from "./NavigationToggle";

const menu = (
  <NextIntlClientProvider locale="ja" messages={jp}>
    <NavigationToggle bar={<span>東邦トラック販売</span>}>
      <a href="#catalogue">販売車両</a>
    </NavigationToggle>
  </NextIntlClientProvider>
);

describe("NavigationToggle", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("opens and closes the menu with its button", () => {
    render(menu);
    const button = screen.getByRole("button", { name: /メニュー/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: /閉じる/ }).getAttribute("aria-expanded")).toBe("true");
  });

  it("closes on Escape and when a link is followed", () => {
    render(menu);
    fireEvent.click(screen.getByRole("button", { name: /メニュー/ }));
    fireEvent.keyDown(screen.getByRole("link", { name: "販売車両" }), { key: "Escape" });
    expect(screen.getByRole("button", { name: /メニュー/ }).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: /メニュー/ }));
    fireEvent.click(screen.getByRole("link", { name: "販売車両" }));
    expect(screen.getByRole("button", { name: /メニュー/ }).getAttribute("aria-expanded")).toBe("false");
  });

  it("is sent by the server as a disclosure the browser opens and closes without scripts", () => {
    document.body.innerHTML = renderToString(menu);
    const disclosure = document.querySelector("details")!;
    expect(document.querySelector("button")).toBeNull();
    expect(disclosure.closest(".group\\/navigation")?.querySelector("#site-navigation")?.textContent).toBe("販売車両");
    fireEvent.click(disclosure.querySelector("summary")!);
    expect(disclosure.open).toBe(true);
    fireEvent.click(disclosure.querySelector("summary")!);
    expect(disclosure.open).toBe(false);
  });
});
