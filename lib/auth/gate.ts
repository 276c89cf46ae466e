// A bound on costly work a stranger can start: at most `concurrency` run at once, at most `queue` more wait their
// turn, and anything past that is refused at once with a time to come back, never kept waiting without end.

export interface GateLimits {
  concurrency: number;
  queue: number;
  /** What a refusal tells the caller to wait before trying again. */
  retryAfterSeconds: number;
}

/** Refused: the gate is full. */
export class Busy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`busy: retry after ${retryAfterSeconds} s`);
    this.name = "Busy";
  }
}

/** For `.catch()`: answers the gate's refusal with `answer(busy)`, and throws anything else on. */
export function onBusy<T>(answer: (busy: Busy) => T) {
  return (error: unknown): T => {
    if (error instanceof Busy) return answer(error);
    throw error;
  };
}

export interface Gate {
  /** Runs `work` when a slot is free; throws `Busy` when every slot and every place in the queue is taken. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function boundedGate(limits: GateLimits): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running < limits.concurrency) running++;
      else if (waiting.length < limits.queue) await new Promise<void>((start) => waiting.push(start));
      else throw new Busy(limits.retryAfterSeconds);
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
