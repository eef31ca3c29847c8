// The first tap, traced: loads a page at 6× CPU (DevTools' throttling) in Chromium with a performance
// trace, taps a navbar control as soon as the main heading shows (again until it answers, as
// e2e/interaction.spec.ts does), and splits the first interaction's Event Timing entry (the tap to
// its next paint) by what the renderer's main thread did in it: scripts, style, layout, paint and the
// rest, from the trace's events (each event's own time, less the events inside it), and gives the
// interaction's own steps from its Event Timing entries: the pointerdown's handlers (React hydrating
// what was tapped when the tap lands while the page hydrates), the click's handlers (the opened menu's
// render) and the wait from the last handler to the paint. The sites (`--url`, e.g. main's build and
// this one served side by side) take turns; `--verbose` prints each load's tasks in the interaction.
//   npm run bench:first-tap -- --url http://127.0.0.1:4720 --url http://127.0.0.1:4721 [--runs 5]
//     [--path / --path /workflows] [--control menu --control search --control more] [--cpu 6] [--verbose]
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/server.ts';
import { startTrace, type TraceEvent } from './trace-recorder.ts';

interface Entry {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  interactionId: number;
}

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

/** Each control: the width it is tapped at (the menu is the phone's), the control, and what shows once it answered. */
const CONTROLS: Record<
  string,
  {
    viewport: typeof PHONE;
    press: (page: Page) => ReturnType<Page['getByRole']>;
    answered: (page: Page) => ReturnType<Page['getByRole']>;
  }
> = {
  menu: {
    viewport: PHONE,
    press: (page) => page.getByRole('button', { name: 'Open menu' }),
    answered: (page) => page.getByRole('dialog', { name: 'Site menu' }),
  },
  search: {
    viewport: DESKTOP,
    press: (page) => page.getByRole('button', { name: 'Open search' }),
    answered: (page) => page.getByRole('searchbox', { name: 'Search articles and workflows' }),
  },
  more: { viewport: DESKTOP, press: (page) => page.getByRole('button', { name: 'More' }), answered: (page) => page.getByRole('menu') },
};

const RECORD = `
  window.__entries = [];
  const keep = (list) => { for (const e of list.getEntries()) window.__entries.push(e.toJSON()); };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;

/** What kind of work a trace event is. */
function kind(name: string): string {
  if (
    /^(EvaluateScript|FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|v8\.|V8\.|RunMicrotasks|v8|FireIdleCallback|XHR|HandlePostMessage)/.test(
      name,
    )
  ) {
    return /GC|Scavenge|MarkCompact/.test(name) ? 'gc' : 'script';
  }
  if (/GC|Scavenge|MarkCompact|Sweep/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet|InvalidateLayout)/.test(name)) return 'style';
  if (/^(Layout|UpdateLayout)/.test(name)) return 'layout';
  if (
    /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|Decode|Rasterize|RasterTask|IntersectionObserverController)/.test(
      name,
    )
  )
    return 'paint';
  if (/^ParseHTML/.test(name)) return 'parse';
  return 'other';
}

interface Tap {
  entry: Entry;
  /** The pointerdown's and the click's handlers, and the wait from the last handler to the paint (ms). */
  steps: { pointerdown: number; click: number; toPaint: number };
  parts: Record<string, number>;
  tasks: string[];
}

async function tap(browser: Browser, url: string, control: string, cpu: number): Promise<Tap> {
  const { viewport, press, answered } = CONTROLS[control]!;
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(RECORD);
    const endTrace = await startTrace(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8,blink,cc,loading');
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor();
    for (let i = 0; i < 100 && !(await answered(page).isVisible()); i++) {
      // A click whose wait for the page times out is tried again, as the e2e test's toPass does.
      await press(page)
        .click({ noWaitAfter: true, timeout: 1_000 })
        .catch(() => undefined);
      await answered(page)
        .waitFor({ timeout: 300 })
        .catch(() => undefined);
    }
    let entries: Entry[] = [];
    for (let i = 0; i < 100 && !entries.some((e) => e.interactionId); i++) {
      entries = await page.evaluate(() => (window as unknown as { __entries: Entry[] }).__entries);
      if (!entries.some((e) => e.interactionId)) await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    const events = await endTrace();
    const first = Math.min(...entries.filter((e) => e.interactionId).map((e) => e.interactionId));
    const own = entries.filter((e) => e.interactionId === first);
    const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
    const clickDispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    if (!clickDispatch) throw new Error('no click in the trace');
    const thread = events.filter((e) => e.pid === clickDispatch.pid && e.tid === clickDispatch.tid && e.ph === 'X' && e.dur !== undefined);
    // The page's clock in the trace's: the first click's dispatch is the first interaction's click entry's processing start.
    const clickEntry = own.find((e) => e.name === 'click') ?? own[0]!;
    const base = clickDispatch.ts - clickEntry.processingStart * 1000;
    const start = base + longest.startTime * 1000;
    const end = start + longest.duration * 1000;
    // Each event's own time inside [start, end]: its span there less its children's.
    thread.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const parts: Record<string, number> = {};
    const clip = (e: TraceEvent) => Math.max(0, Math.min(end, e.ts + e.dur!) - Math.max(start, e.ts));
    const stack: TraceEvent[] = [];
    const self = new Map<TraceEvent, number>();
    for (const e of thread) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      self.set(e, (self.get(e) ?? 0) + clip(e));
      if (parent) self.set(parent, (self.get(parent) ?? 0) - clip(e));
      stack.push(e);
    }
    let busy = 0;
    for (const [e, ms] of self) {
      if (ms <= 0) continue;
      const k = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' ? 'task' : kind(e.name);
      parts[k] = (parts[k] ?? 0) + ms / 1000;
      busy += ms / 1000;
    }
    parts.idle = longest.duration - busy;
    const tasks = thread
      .filter((e) => e.name === 'RunTask' && clip(e) > 1000)
      .map((e) => {
        const inside = thread.filter((c) => c.ts >= e.ts && c.ts < e.ts + e.dur! && c !== e);
        const top = inside
          .filter((c) => c.name !== 'RunTask')
          .sort((a, b) => b.dur! - a.dur!)
          .slice(0, 3)
          .map((c) => `${c.name}${c.args?.data?.type ? `:${c.args.data.type}` : ''} ${(c.dur! / 1000).toFixed(0)}`)
          .join(', ');
        return `@${((e.ts - start) / 1000).toFixed(0)} ${(e.dur! / 1000).toFixed(0)}ms [${top}]`;
      });
    const summary = own
      .map((e) => `${e.name} ${Math.round(e.processingStart - e.startTime)}/${Math.round(e.processingEnd - e.processingStart)}`)
      .join(' ');
    const handler = (type: string) =>
      own.filter((e) => e.name === type).reduce((ms, e) => Math.max(ms, e.processingEnd - e.processingStart), 0);
    const lastEnd = Math.max(...own.map((e) => e.processingEnd));
    const steps = { pointerdown: handler('pointerdown'), click: handler('click'), toPaint: longest.startTime + longest.duration - lastEnd };
    return { entry: { ...longest, name: summary }, steps, parts, tasks };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '6' },
      path: { type: 'string', multiple: true },
      control: { type: 'string', multiple: true },
      verbose: { type: 'boolean', default: false },
    },
  });
  const sites = (values.url ?? []).map((url) => url.replace(/\/+$/, ''));
  const paths = values.path ?? ['/'];
  const controls = values.control ?? ['menu', 'search', 'more'];
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  if (sites.length === 0) throw new Error('Give the site to measure with --url (several to compare them).');
  const unknown = controls.filter((control) => !(control in CONTROLS));
  if (unknown.length > 0) throw new Error(`--control ${unknown.join(', ')}: the controls are ${Object.keys(CONTROLS).join(', ')}.`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  if (!(cpu >= 1)) throw new Error('--cpu must be a slowdown of at least 1.');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const path of paths) {
      for (const control of controls) {
        const taps = new Map<string, Tap[]>(sites.map((s) => [s, []]));
        for (let i = 0; i < runs; i++) {
          for (const site of sites) {
            const result = await tap(browser, `${site}${path}`, control, cpu);
            taps.get(site)!.push(result);
            if (values.verbose) {
              const p = Object.entries(result.parts)
                .map(([k, v]) => `${k} ${v.toFixed(0)}`)
                .join(', ');
              console.log(
                `${site}${path} ${control}: ${result.entry.duration} ms (${result.entry.name}) | ${p}\n    ${result.tasks.join('\n    ')}`,
              );
            }
          }
        }
        for (const site of sites) {
          const list = taps.get(site)!;
          const keys = [...new Set(list.flatMap((t) => Object.keys(t.parts)))].sort();
          const parts = keys.map((k) => `${k} ${median(list.map((t) => t.parts[k] ?? 0)).toFixed(0)}`).join(', ');
          const step = (k: keyof Tap['steps']) =>
            `${k} ${median(list.map((t) => t.steps[k])).toFixed(0)} (${list.map((t) => t.steps[k].toFixed(0)).join(', ')})`;
          console.log(
            `| ${path} | ${control} | ${site} | ${median(list.map((t) => t.entry.duration))} (${list.map((t) => t.entry.duration).join(', ')}) | ${step('pointerdown')}; ${step('click')}; ${step('toPaint')} | ${parts} |`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
