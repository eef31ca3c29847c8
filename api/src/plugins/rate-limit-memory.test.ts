// Rate-limit counters in the process's memory (search's limit without REDIS_URL): the database
// counters' fixed windows, and a bounded number of keys.
import { describe, it, expect } from '@jest/globals';
import { createMemoryCounters } from './rate-limit-memory.ts';

describe('rate-limit counters in memory', () => {
  it('counts each key in fixed windows aligned to the clock and starts afresh in the next one', async () => {
    let clock = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
    const counters = createMemoryCounters({ now: () => clock });
    expect(await counters.add('k', 60)).toEqual({ count: 1, retryAfterSeconds: 50 });
    expect((await counters.add('k', 60)).count).toBe(2);
    expect(await counters.add('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
    expect(await counters.peek('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
    expect(await counters.peek('never-hit', 60)).toEqual({ count: 0, retryAfterSeconds: 50 });
    expect((await counters.add('other', 60)).count).toBe(1);
    expect((await counters.add('k', 3600)).count).toBe(1);
    clock += 50_000; // the next window
    expect(await counters.peek('k', 60)).toEqual({ count: 0, retryAfterSeconds: 60 });
    expect((await counters.add('k', 60)).count).toBe(1);
  });

  it('keeps the keys counted most recently, at most maxKeys', async () => {
    const at = Date.parse('2025-01-01T00:00:10Z');
    const counters = createMemoryCounters({ maxKeys: 2, now: () => at });
    await counters.add('a', 60);
    await counters.add('a', 60);
    await counters.add('b', 60);
    await counters.add('a', 60);
    await counters.add('c', 60);
    expect((await counters.peek('a', 60)).count).toBe(3);
    expect((await counters.peek('b', 60)).count).toBe(0);
    expect((await counters.peek('c', 60)).count).toBe(1);
  });
});
