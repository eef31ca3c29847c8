// A small HTTP load generator for the benches: `connections` keep-alive connections each sending
// the next request as soon as the last answer ended, for a time or a number of requests.
import { Agent, get } from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function load(
  base: string,
  nextPath: () => string,
  { connections, seconds, requests }: { connections: number; seconds?: number; requests?: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const until = seconds === undefined ? Infinity : started + seconds * 1000;
  let sent = 0;
  const one = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const begun = performance.now();
      get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - begun);
          statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
          resolve();
        });
      }).on('error', reject);
    });
  const worker = async () => {
    while (performance.now() < until && (requests === undefined || sent < requests)) {
      sent += 1;
      await one(nextPath());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}
