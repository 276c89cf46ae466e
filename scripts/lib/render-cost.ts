// What a render costs the server's CPU, weighed against the framework's floor: a bare Next.js page rendered per
// request (scripts/bench-floor), served beside the site in the same run. Latency on this shared 2-core machine moves
// with whatever else runs; the CPU a server's own threads spend on a request moves far less, so a change to a
// render can be told from the machine's mood.
import { cpuNanoseconds } from "./process-cpu";
import { spread, type Spread } from "./stats";

export interface RenderTarget {
  name: string;
  /** The server's processes whose CPU the request costs (the site's server process, not its database). */
  pids: () => number[];
  /** The URL of the next request: a new one each time where a cache would otherwise answer. */
  url: () => string;
}

/** CPU milliseconds per request: the median round, and the least and most of all rounds. */
export interface RenderCost extends Spread {
  name: string;
}

/**
 * Rounds of sequential requests, the targets taking turns within each round so that a slow minute of the machine
 * falls on all of them alike; each round's CPU over its requests. One request at a time: the CPU a request costs,
 * not what queueing behind others adds to its wait.
 */
export async function measureRenderCost(targets: RenderTarget[], rounds = 10, requests = 40): Promise<RenderCost[]> {
  const perRequest = targets.map(() => [] as number[]);
  const request = async (url: string) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  for (const target of targets) for (let i = 0; i < requests; i++) await request(target.url());
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const pids = target.pids();
      const before = cpuNanoseconds(pids);
      for (let n = 0; n < requests; n++) await request(target.url());
      perRequest[i].push((cpuNanoseconds(pids) - before) / requests / 1e6);
    }
  }
  return targets.map((target, i) => ({ name: target.name, ...spread(perRequest[i]) }));
}
