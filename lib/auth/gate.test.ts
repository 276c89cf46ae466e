import { describe, expect, it } from "vitest";
import { boundedGate, Busy, onBusy } from "./gate";

/** Work that runs until the test ends it, and says whether it has started. */
function heldWork() {
  const held = { started: false, finish: () => {}, fail: (_error: Error) => {} };
  const work = () =>
    new Promise<string>((resolve, reject) => {
      held.started = true;
      held.finish = () => resolve("done");
      held.fail = reject;
    });
  return { held, work };
}

// Lets every promise that can settle now do so.
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("boundedGate", () => {
  it.each([
    { concurrency: 1, queue: 0 },
    { concurrency: 2, queue: 1 },
    { concurrency: 2, queue: 6 },
  ])("runs $concurrency at once, queues $queue, and refuses the next at once", async ({ concurrency, queue }) => {
    const gate = boundedGate({ concurrency, queue, retryAfterSeconds: 7 });
    const jobs = Array.from({ length: concurrency + queue }, heldWork);
    const results = jobs.map(({ work }) => gate.run(work));
    await settled();
    expect(jobs.map(({ held }) => held.started)).toEqual(jobs.map((_, i) => i < concurrency));

    const refused = await gate.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Busy);
    expect((refused as Busy).retryAfterSeconds).toBe(7);

    // Each finished job hands its slot to the next in line, in order.
    for (let i = 0; i < jobs.length; i++) {
      jobs[i].held.finish();
      await settled();
      expect(jobs.map(({ held }) => held.started)).toEqual(jobs.map((_, j) => j < concurrency + i + 1));
    }
    expect(await Promise.all(results)).toEqual(jobs.map(() => "done"));
  });

  it("frees the slot of work that fails, and passes the failure to its caller", async () => {
    const gate = boundedGate({ concurrency: 1, queue: 1, retryAfterSeconds: 5 });
    const failing = heldWork();
    const next = heldWork();
    const failed = gate.run(failing.work).catch((error: unknown) => error);
    const after = gate.run(next.work);
    await settled();
    expect(next.held.started).toBe(false);
    failing.held.fail(new Error("scrypt failed"));
    expect(await failed).toEqual(new Error("scrypt failed"));
    await settled();
    expect(next.held.started).toBe(true);
    next.held.finish();
    expect(await after).toBe("done");
    // Nothing is held any more: the whole capacity is there again.
    const again = [heldWork(), heldWork()];
    const runs = again.map(({ work }) => gate.run(work));
    await settled();
    expect(again.map(({ held }) => held.started)).toEqual([true, false]);
    again[0].held.finish();
    await settled();
    expect(again[1].held.started).toBe(true);
    again[1].held.finish();
    expect(await Promise.all(runs)).toEqual(["done", "done"]);
  });
});

describe("onBusy", () => {
  it("answers the gate's refusal and throws anything else on", async () => {
    expect(await Promise.reject(new Busy(3)).catch(onBusy((busy) => busy.retryAfterSeconds))).toBe(3);
    await expect(Promise.reject(new Error("other")).catch(onBusy(() => 0))).rejects.toThrow("other");
  });
});
