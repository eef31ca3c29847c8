// At most `limit` page renders at once per instance, with a short queue: a render waits for a slot
// up to `maxWaitMs` behind at most `queue` others; beyond that the page goes out unrendered (the
// browser renders it), so a burst of renders cannot starve every other request.

export interface RenderSlots {
  /** A release function once a slot is free, or null when the queue is full or the wait ran out. */
  acquire(): Promise<(() => void) | null>;
}

export function createRenderSlots(limit: number, queue: number, maxWaitMs: number): RenderSlots {
  let active = 0;
  const waiting: ((granted: boolean) => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else active -= 1;
  };
  return {
    async acquire() {
      if (active < limit) {
        active += 1;
        return release;
      }
      if (waiting.length >= queue) return null;
      const granted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wake), 1);
          resolve(false);
        }, maxWaitMs);
        const wake = (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        };
        waiting.push(wake);
      });
      return granted ? release : null;
    },
  };
}
