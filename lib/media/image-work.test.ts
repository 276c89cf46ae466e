import { describe, expect, it } from "vitest";
import { IMAGE_WORK_LIMITS, ImageWorkBusy, withImageTurn } from "./image-work";

describe("withImageTurn", () => {
  it("works on as many photos at once as it has turns, queues as many more, and refuses the next at once", async () => {
    const { concurrent, waiting } = IMAGE_WORK_LIMITS;
    let running = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = () =>
      withImageTurn(async () => {
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await held;
        running--;
        return "stored";
      });
    const accepted = Array.from({ length: concurrent + waiting }, work);
    await expect(work()).rejects.toBeInstanceOf(ImageWorkBusy);
    release();
    expect(await Promise.all(accepted)).toEqual(Array(concurrent + waiting).fill("stored"));
    expect(mostAtOnce).toBe(concurrent);
    // Every turn is given back, a failed one's too.
    await expect(withImageTurn(() => Promise.reject(new Error("undecodable")))).rejects.toThrow("undecodable");
    expect(await Promise.all(Array.from({ length: concurrent + waiting }, work))).toHaveLength(concurrent + waiting);
  });
});
