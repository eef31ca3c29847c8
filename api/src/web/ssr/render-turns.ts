// Page renders start one per turn of the event loop. Node (libuv 1.45 and later) accepts one new
// connection per turn, and a render is synchronous CPU work: when one turn read fifty requests and
// rendered them all, the next connection waited for the whole turn, and under a steady load the last
// connections of a burst were accepted seconds late. Starting one render per turn keeps every turn
// short, so connections are accepted and requests read while renders wait in the render slots, where
// they are counted and shed (decision 0056).

/** Resolves in a later turn of the event loop, once the renders that asked before have started. */
export type RenderTurn = () => Promise<void>;

export function createRenderTurns(): RenderTurn {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  // An immediate queued from inside an immediate runs in the next turn of the loop.
  const startNext = () => {
    const start = waiting.shift();
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    start?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    });
}
