import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isReservedPath } from "./routes";

// Every folder the app answers at /{locale}/{folder} (route groups and dynamic segments aside).
function appSegments(): string[] {
  const root = path.join(__dirname, "..", "app", "[locale]");
  const folders = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => (entry.name.startsWith("(") ? folders(path.join(dir, entry.name)) : [entry.name]));
  return folders(root).filter((name) => !name.startsWith("["));
}

describe("reserved paths for staff pages", () => {
  it("reserves every folder of the app, so a staff page cannot hide behind a real page", () => {
    const segments = appSegments();
    expect(segments).toContain("sale");
    expect(segments.filter((segment) => !isReservedPath(segment))).toEqual([]);
  });

  it("leaves free slugs free", () => {
    expect(isReservedPath("privacy")).toBe(false);
    expect(isReservedPath("recruit")).toBe(false);
    expect(isReservedPath("x")).toBe(false);
    expect(isReservedPath("blog")).toBe(true);
    expect(isReservedPath("media")).toBe(true);
  });
});
