// A Chromium trace of a page, recorded through the DevTools protocol: the benches that read the main
// thread's work (main-thread, first-tap) start it before the page loads and read its events after.
import type { CDPSession } from '@playwright/test';

/** The fields of a trace event the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string; documentLoaderURL?: string } };
}

/** Starts tracing `categories` on the session; the returned function ends it and answers its events. */
export async function startTrace(cdp: CDPSession, categories: string): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  // The protocol types a trace event as a string map; its fields are those of TraceEvent.
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}
