// How many pages one sender may have rendered at once. A page nobody asked for before costs the one Node thread
// tens of milliseconds; a client sending unique addresses (a crawler gone wrong, a flood) would otherwise have as
// many rendered side by side as it opens connections, and every other visitor's page, even one served from
// memory, would wait between their slices of work. Each sender (its network, lib/http/client-network.ts) has a few
// renders at a time; the rest wait in line, a navigation before a prefetch (what the visitor chose before what
// the browser guesses), and past the line's end the request is refused with 503 and a Retry-After.
import { senderNetwork } from "./client-network";

export const RENDER_LIMITS = {
  /**
   * Renders one sender has under way at once. One address may be an office, or many phones behind a carrier's
   * shared IPv4 address: enough for a few people at once, few enough that a flood leaves the thread to others.
   */
  concurrent: 4,
  /** Requests one sender may have waiting behind them: a browser opens six connections, an office many browsers. */
  waiting: 64,
  /** Seconds a refused sender is asked to wait before asking again. */
  retryAfterSeconds: 2,
} as const;

export type RenderPriority = "navigation" | "prefetch";

type Turn = () => void;
type Sender = { running: number; navigations: Turn[]; prefetches: Turn[] };

/** Gives a render its turn: call the function it resolves with when the render is done. */
export class RenderGate {
  private readonly senders = new Map<string, Sender>();

  constructor(private readonly limits: { concurrent: number; waiting: number } = RENDER_LIMITS) {}

  /**
   * The sender's turn to render, at once or once one of their renders ends; null when too many of theirs are
   * already waiting (the request is to be refused). An unknown address counts as one sender.
   */
  enter(address: string | null, priority: RenderPriority): Promise<() => void> | null {
    const key = address === null ? "unknown" : senderNetwork(address);
    let sender = this.senders.get(key);
    if (!sender) this.senders.set(key, (sender = { running: 0, navigations: [], prefetches: [] }));
    const own = sender;
    const release = () => this.leave(key, own);
    if (own.running < this.limits.concurrent) {
      own.running++;
      return Promise.resolve(once(release));
    }
    if (own.navigations.length + own.prefetches.length >= this.limits.waiting) return null;
    return new Promise((resolve) => {
      (priority === "navigation" ? own.navigations : own.prefetches).push(() => resolve(once(release)));
    });
  }

  /** Senders with a render under way or waiting: what the gate holds in memory. */
  get size(): number {
    return this.senders.size;
  }

  private leave(key: string, sender: Sender): void {
    const next = sender.navigations.shift() ?? sender.prefetches.shift();
    if (next) return next();
    sender.running--;
    if (sender.running === 0) this.senders.delete(key);
  }
}

function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}
