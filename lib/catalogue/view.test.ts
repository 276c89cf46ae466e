import { describe, expect, it } from "vitest";
import { chooseView, viewCookie } from "./view";

describe("chooseView", () => {
  it("takes the link's choice first, then the remembered one, else cards", () => {
    expect(chooseView("list", "cards")).toBe("list");
    expect(chooseView(["cards", "list"], "list")).toBe("cards");
    expect(chooseView(undefined, "list")).toBe("list");
    expect(chooseView("table", "grid")).toBe("cards");
    expect(chooseView(undefined, undefined)).toBe("cards");
  });
});

describe("viewCookie", () => {
  it("is kept a year for the whole site", () => {
    expect(viewCookie("list")).toBe("catalogue-view=list; path=/; max-age=31536000; samesite=lax");
  });
});
