// The render slots: how many renders run at once, when each starts, and when a page goes out unrendered.
import { describe, it, expect } from '@jest/globals';
import { createRenderSlots } from './render-slots.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('starts one render per turn of the event loop, up to the limit', async () => {
    const slots = createRenderSlots(3, 10, 10_000);
    const started: number[] = [];
    const holders = [0, 1, 2, 3].map((n) =>
      slots.acquire().then((release) => {
        started.push(n);
        return release;
      }),
    );
    await nextTurn();
    expect(started).toEqual([0]);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    await nextTurn();
    // The fourth waits for a slot, however many turns pass.
    expect(started).toEqual([0, 1, 2]);
    const [first] = await Promise.all(holders.slice(0, 3));
    first?.();
    const fourth = await holders[3];
    expect(started).toEqual([0, 1, 2, 3]);
    expect(fourth).toEqual(expect.any(Function));
  });

  it('answers at once that the page goes out unrendered when the queue is full', async () => {
    const slots = createRenderSlots(1, 2, 10_000);
    const holder = slots.acquire();
    const queued = slots.acquire();
    expect(await slots.acquire()).toBeNull();
    (await holder)?.();
    (await queued)?.();
  });

  it('gives up on a slot that does not come free within the wait', async () => {
    const slots = createRenderSlots(1, 10, 20);
    const release = await slots.acquire();
    expect(await slots.acquire()).toBeNull();
    // The page that gave up left the queue: the next one gets the slot once it is free.
    const later = slots.acquire();
    release?.();
    expect(await later).toEqual(expect.any(Function));
  });
});
