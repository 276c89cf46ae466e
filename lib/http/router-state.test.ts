import { describe, expect, it } from "vitest";
import { isReadableRouterState, ROUTER_STATE_MAX_LENGTH } from "./router-state";

const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const dynamic = ["kind", "sale", "d", null];

describe("the router state Next can read", () => {
  it.each([
    ["no header at all", undefined],
    ["a page", tree(["", { children: ["__PAGE__", {}] }])],
    ["a dynamic segment with its siblings unknown", tree(["", { children: [dynamic, {}] }])],
    ["a dynamic segment with static siblings", tree([["kind", "sale", "c", ["item"]], {}])],
    ["every optional place filled", tree(["", {}, ["/jp", "/jp"], "refetch", 1, "hint"])],
    ["every optional place null", tree(["", {}, null, null, null])],
    ["a nested parallel route", tree(["", { children: ["x", { modal: ["__DEFAULT__", {}] }] }])],
    ["an array where the slots are", tree(["", [["__PAGE__", {}]]])],
  ])("accepts %s", (_, header) => {
    expect(isReadableRouterState(header)).toBe(true);
  });

  it.each([
    ["text that is no JSON", "garbage"],
    ["JSON cut short", "%5B%22x"],
    ["an escape that does not decode", "%FF"],
    ["a number for a segment", tree([1])],
    ["an object", tree({})],
    ["no slots", tree([""])],
    ["null for the slots", tree(["", null])],
    ["a slot that is no router state", tree(["", { children: "x" }])],
    ["a dynamic segment of an unknown type", tree([["kind", "sale", "x", null], {}])],
    ["a dynamic segment without its siblings", tree([["kind", "sale", "d"], {}])],
    ["a url of one part", tree(["", {}, ["/jp"]])],
    ["an unknown refresh marker", tree(["", {}, null, "reload"])],
    ["flags that are no number", tree(["", {}, null, null, "1"])],
    ["a null prefetch hint", tree(["", {}, null, null, null, null])],
    ["a seventh place", tree(["", {}, null, null, null, "hint", 7])],
    ["the header sent twice", [tree(["", {}]), tree(["", {}])]],
  ])("refuses %s", (_, header) => {
    expect(isReadableRouterState(header)).toBe(false);
  });

  it("refuses a header longer than Next reads, however well formed", () => {
    const slots = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`s${i}`, ["", {}]]));
    const long = tree(["", slots]);
    expect(long.length).toBeGreaterThan(ROUTER_STATE_MAX_LENGTH);
    expect(isReadableRouterState(long)).toBe(false);
    // JSON may end in blanks: the limit is on the header's length alone.
    const page = tree(["", { children: ["__PAGE__", {}] }]);
    expect(isReadableRouterState(page.padEnd(ROUTER_STATE_MAX_LENGTH))).toBe(true);
    expect(isReadableRouterState(page.padEnd(ROUTER_STATE_MAX_LENGTH + 1))).toBe(false);
  });
});
