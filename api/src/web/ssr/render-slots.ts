// At most `limit` page renders at once per instance, started one per turn of the event loop, with a
// short queue: a render waits for a slot up to `maxWaitMs` behind at most `queue` others; beyond that
// the page goes out unrendered (the browser renders it), so a burst of renders cannot starve every
// other request.
//
// One start per turn: Node (libuv 1.45 and later) accepts one new connection per turn, and a render is
// synchronous CPU work once its data is in hand. When one turn read fifty requests and rendered them
// all, the next connection waited for the whole turn, and under a steady load the last connections of
// a burst were accepted seconds late. Granting one slot per turn keeps every turn short, so
// connections are accepted and requests read while renders wait here, where they are counted and shed
// (decision 0056).

export interface RenderSlots {
  /** A release function once a slot is free, in a later turn; null when the queue is full or the wait ran out. */
  acquire(): Promise<(() => void) | null>;
}

export function createRenderSlots(limit: number, queue: number, maxWaitMs: number): RenderSlots {
  let active = 0;
  let scheduled = false;
  const waiting: ((granted: boolean) => void)[] = [];
  // An immediate queued from inside an immediate runs in the next turn of the loop.
  const grantNext = () => {
    scheduled = false;
    if (active >= limit) return;
    const next = waiting.shift();
    if (!next) return;
    active += 1;
    schedule();
    next(true);
  };
  const schedule = () => {
    if (scheduled || active >= limit || waiting.length === 0) return;
    scheduled = true;
    setImmediate(grantNext);
  };
  const release = () => {
    active -= 1;
    schedule();
  };
  return {
    async acquire() {
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
        schedule();
      });
      return granted ? release : null;
    },
  };
}
