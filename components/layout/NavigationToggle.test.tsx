import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import { NavigationToggle } from "./NavigationToggle";

function renderMenu() {
  return render(
    <NextIntlClientProvider locale="ja" messages={jp}>
      <NavigationToggle bar={<span>東邦トラック販売</span>}>
        <a href="#catalogue">販売車両</a>
      </NavigationToggle>
    </NextIntlClientProvider>,
  );
}

describe("NavigationToggle", () => {
  afterEach(cleanup);

  it("opens and closes the menu with its button", () => {
    renderMenu();
    const button = screen.getByRole("button", { name: /メニュー/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: /閉じる/ }).getAttribute("aria-expanded")).toBe("true");
  });

  it("closes on Escape and when a link is followed", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: /メニュー/ }));
    fireEvent.keyDown(screen.getByRole("link", { name: "販売車両" }), { key: "Escape" });
    expect(screen.getByRole("button", { name: /メニュー/ }).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: /メニュー/ }));
    fireEvent.click(screen.getByRole("link", { name: "販売車両" }));
    expect(screen.getByRole("button", { name: /メニュー/ }).getAttribute("aria-expanded")).toBe("false");
  });
});
