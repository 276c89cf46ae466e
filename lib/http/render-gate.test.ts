import { describe, expect, it } from "vitest";
import { RenderGate } from "./render-gate";

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderGate", () => {
  it("lets a sender render a few pages at once and holds the rest in line until one ends", async () => {
    const gate = new RenderGate({ concurrent: 2, waiting: 4 });
    const first = await gate.enter("203.0.113.7", "navigation")!;
    await gate.enter("203.0.113.7", "navigation");
    let third = false;
    void gate.enter("203.0.113.7", "navigation")!.then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    first();
    // Released twice, the turn is given back once.
    first();
    await settled();
    expect(third).toBe(true);
  });

  it("does not make one sender wait for another's renders", async () => {
    const gate = new RenderGate({ concurrent: 1, waiting: 4 });
    await gate.enter("203.0.113.7", "navigation");
    let other = false;
    void gate.enter("198.51.100.2", "navigation")!.then(() => (other = true));
    await settled();
    expect(other).toBe(true);
  });

  it("counts every address of an IPv6 /64 as one sender", async () => {
    const gate = new RenderGate({ concurrent: 1, waiting: 4 });
    await gate.enter("2001:db8:1:2::1", "navigation");
    let sameNetwork = false;
    void gate.enter("2001:db8:1:2::99", "navigation")!.then(() => (sameNetwork = true));
    await settled();
    expect(sameNetwork).toBe(false);
  });

  it("gives the next turn to what the visitor clicked before what the browser guessed", async () => {
    const gate = new RenderGate({ concurrent: 1, waiting: 4 });
    const running = await gate.enter("203.0.113.7", "navigation")!;
    const order: string[] = [];
    void gate.enter("203.0.113.7", "prefetch")!.then((release) => {
      order.push("prefetch");
      release();
    });
    void gate.enter("203.0.113.7", "navigation")!.then((release) => {
      order.push("navigation");
      release();
    });
    running();
    await settled();
    expect(order).toEqual(["navigation", "prefetch"]);
  });

  it("refuses a sender whose line is full, and forgets a sender with nothing under way", async () => {
    const gate = new RenderGate({ concurrent: 1, waiting: 2 });
    const running = await gate.enter(null, "navigation")!;
    const waiting = [gate.enter(null, "navigation"), gate.enter(null, "prefetch")];
    expect(waiting.every(Boolean)).toBe(true);
    expect(gate.enter(null, "navigation")).toBeNull();
    running();
    for (const turn of waiting) (await turn!)();
    expect(gate.size).toBe(0);
  });
});
