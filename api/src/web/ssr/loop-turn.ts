// How long the event loop's current turn has run. Requests not yet read wait in their sockets for the
// turn to end, where the render slots cannot count them; renders start one per turn (render-slots.ts),
// so a long turn means other work (many renders' database answers arriving at once, decision 0055).
// A 10 ms timer runs at the start of each turn; the time since it last ran is how long the requests
// behind this one have waited.

export interface LoopTurn {
  /** How late the loop runs now: the time since its timer last ran, beyond the timer's period, ms. */
  lateMs(): number;
  close(): void;
}

const TICK_MS = 10;

export function watchLoopTurn(): LoopTurn {
  let last = performance.now();
  const timer = setInterval(() => {
    last = performance.now();
  }, TICK_MS);
  timer.unref();
  return {
    lateMs: () => performance.now() - last - TICK_MS,
    close: () => clearInterval(timer),
  };
}
