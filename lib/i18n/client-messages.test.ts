import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import { CLIENT_NAMESPACES, everyPageMessages, pageMessages, PAGE_NAMESPACES } from "./client-messages";

const root = path.resolve(__dirname, "../..");

/** The public site's client components (the admin panel is sent every namespace) and the namespaces they read. */
function clientComponentNamespaces() {
  const found = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "admin") walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = fs.readFileSync(file, "utf8");
        if (!source.startsWith('"use client"')) continue;
        for (const match of source.matchAll(/(?:useTranslations\(|namespace: )["'`]([a-zA-Z]+)/g))
          found.set(match[1], (found.get(match[1]) ?? new Set()).add(path.relative(root, file)));
      }
    }
  };
  walk(path.join(root, "components"));
  walk(path.join(root, "app"));
  return found;
}

describe("the messages sent to the browser", () => {
  it("include every namespace a public client component reads", () => {
    const used = clientComponentNamespaces();
    expect(used.size).toBeGreaterThan(10);
    for (const [namespace, files] of used) expect(CLIENT_NAMESPACES, [...files].join(", ")).toContain(namespace);
  });

  it("name namespaces the messages hold", () => {
    for (const namespace of CLIENT_NAMESPACES) expect(jp).toHaveProperty([namespace]);
  });

  it("leave a page's form, gallery and estimator words out of every other page", () => {
    const everyPage = Object.keys(everyPageMessages(jp));
    expect(everyPage).toContain("nav");
    for (const namespace of ["form", "validation", "finance", "estimator", "gallery"]) {
      expect(everyPage).not.toContain(namespace);
    }
    expect(Object.keys(pageMessages(jp, "vehicle"))).toEqual([...PAGE_NAMESPACES.vehicle]);
  });
});
