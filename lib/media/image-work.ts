// Decoding and re-encoding a photo costs up to seconds of CPU and hundreds of megabytes, and senders choose the
// photos. None of it runs on the thread that answers requests: sharp works on libuv's threads, and HEIC, which
// sharp's prebuilt libvips cannot decode, on a worker thread of a small pool whose threads end when idle, giving
// back the WebAssembly decoder's memory. One gate per server process lets a few photos be worked on at once and a
// few more wait their turn; past that a sender is told the server is busy instead of every visitor waiting
// behind a queue nobody bounded.
import path from "node:path";
import { availableParallelism } from "node:os";
import { Sema } from "async-sema";
import { Piscina } from "piscina";

export const IMAGE_WORK_LIMITS = {
  /** Photos worked on at once: every core but one, which is left for pages (on two cores, one photo). */
  concurrent: Math.max(1, availableParallelism() - 1),
  /** Photos that may wait for a turn: a seller's batch of ten, sent one by one, takes one place at a time. */
  waiting: 8,
  /** A HEIC a phone took decodes in about a second here; one still decoding after this was made to be slow. */
  heicTimeoutMs: 30_000,
  /** An idle decoder thread ends after this, and the memory its decoder grew to is returned. */
  heicIdleMs: 10_000,
} as const;

/** Thrown by withImageTurn when every turn is taken and the queue is full. */
export class ImageWorkBusy extends Error {
  constructor() {
    super("Every image turn is taken and the queue is full");
    this.name = "ImageWorkBusy";
  }
}

type ImageWork = { gate: Sema; heic: Piscina | null };

// One per process: the server's own modules and each of Next's bundles load this file apart.
const KEY = Symbol.for("truck-site.image-work");

function imageWork(): ImageWork {
  const global = globalThis as typeof globalThis & { [KEY]?: ImageWork };
  return (global[KEY] ??= { gate: new Sema(IMAGE_WORK_LIMITS.concurrent), heic: null });
}

/** Runs `work` in its turn; throws ImageWorkBusy at once when the queue is full. */
export async function withImageTurn<T>(work: () => Promise<T>): Promise<T> {
  const { gate } = imageWork();
  if (gate.tryAcquire() === undefined) {
    if (gate.nrWaiting() >= IMAGE_WORK_LIMITS.waiting) throw new ImageWorkBusy();
    await gate.acquire();
  }
  try {
    return await work();
  } finally {
    gate.release();
  }
}

export type DecodedPixels = { width: number; height: number; pixels: Uint8ClampedArray };

/**
 * A HEIC photo's pixels (RGBA), decoded on a worker thread. Call it within withImageTurn: the pool has as many
 * threads as the gate has turns. Rejects on an undecodable file, and when decoding outlasts heicTimeoutMs (the
 * thread is then ended).
 */
export function decodeHeicOffThread(bytes: Uint8Array): Promise<DecodedPixels> {
  const work = imageWork();
  // Started from the project root, as every entry point is (npm start, the tests); no bundler reaches this file.
  work.heic ??= new Piscina({
    filename: path.join(process.cwd(), "lib/media/heic-worker.mjs"),
    minThreads: 0,
    maxThreads: IMAGE_WORK_LIMITS.concurrent,
    idleTimeout: IMAGE_WORK_LIMITS.heicIdleMs,
  });
  return work.heic.run(bytes, { signal: AbortSignal.timeout(IMAGE_WORK_LIMITS.heicTimeoutMs) });
}
