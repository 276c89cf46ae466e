import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DisclosureMenu } from "./DisclosureMenu";

afterEach(cleanup);

const menu = () =>
  render(
    <>
      <DisclosureMenu label="操作" name="「1234 いすゞ エルフ」の操作">
        <button>掲載する</button>
        <button>削除</button>
      </DisclosureMenu>
      <p>elsewhere</p>
    </>,
  );

describe("a disclosure menu", () => {
  it("opens on its button with focus on the first action, and Escape closes it and returns focus", () => {
    menu();
    const toggle = screen.getByRole("button", { name: "「1234 いすゞ エルフ」の操作" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const first = screen.getByRole("button", { name: "掲載する" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes on a click elsewhere, not on a click inside", () => {
    menu();
    const toggle = screen.getByRole("button", { name: "「1234 いすゞ エルフ」の操作" });
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole("button", { name: "削除" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByText("elsewhere"));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link in it is followed, as the page changes beneath a layout that stays", () => {
    render(
      <DisclosureMenu label="管理メニュー">
        <a href="#sale" onClick={(event) => event.preventDefault()}>
          販売車両
        </a>
      </DisclosureMenu>,
    );
    const toggle = screen.getByRole("button", { name: /管理メニュー/ });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("link", { name: "販売車両" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
