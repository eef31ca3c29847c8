// Main-thread tasks of a page load in CPU time: loads each page of the Lighthouse bench in Chromium
// with a performance trace and measures every task from the first script's evaluation on by the
// renderer thread's CPU time (the trace's thread duration), which a busy machine inflates far less
// than wall time (Lighthouse's TBT scales wall time, so on a shared machine it swings several-fold).
// For each site (`--url`, one or more: e.g. main's build and this one served side by side) and page
// it prints the medians over the runs of: the longest task, and the blocking time those tasks would
// add at 4× and 6× CPU (each task's CPU time × the slowdown, less 50 ms), plus the five longest
// tasks of the last run with the work that took most of each (E: a script's evaluation, F: a call
// into a script, D: an event's listeners, H: parsing the HTML, S: style, L: layout, P: paint). The
// work a task began with can be a small part of it: the task that ends the HTML's parsing fires
// `readystatechange` (a few ms) and then evaluates the deferred `main.js` (tens of ms).
// With `--cpu N` the pages load with DevTools' CPU throttling at N× and the table gives wall times
// instead (the throttled thread's CPU time is not the unthrottled one times N): the longest task and
// the number of tasks longer than 50 ms (Lighthouse's long tasks), median and range over the runs,
// which is issue 22's "no task over 50 ms at 4×".
//   npm run bench:main-thread -- --url http://127.0.0.1:4740 --url http://127.0.0.1:4741 [--runs 5] [--cpu 4]
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/server.ts';
import { startTrace, type TraceEvent } from './trace-recorder.ts';

const PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows', '/search?q=flux'];
/** How long the page is traced after its load event: hydration and the remotes' screens run then. */
const AFTER_LOAD_MS = 2_500;
const LONG_TASK_MS = 50;

interface Task {
  /** The renderer thread's CPU time, or the wall time when the CPU is throttled (`--cpu`). */
  ms: number;
  label: string;
}

/** What each kind of work is called in the table, and what names its instance (a script's file, an event's type). */
const WORK: Record<string, (event: TraceEvent) => string> = {
  EvaluateScript: (e) => `E:${(e.args?.data?.url ?? '').split('/').pop() ?? ''}`,
  FunctionCall: (e) => `F:${(e.args?.data?.url ?? '').split('/').pop() ?? ''}`,
  EventDispatch: (e) => `D:${e.args?.data?.type ?? ''}`,
  ParseHTML: () => 'H',
  UpdateLayoutTree: () => 'S',
  Layout: () => 'L',
  Paint: () => 'P',
};

/** The work that took most of a task's CPU time (the longest such event in it: a nested one is shorter than its parent). */
function label(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  let longest: TraceEvent | undefined;
  for (const e of events) {
    if (e.ts < task.ts || e.ts > end || !(e.name in WORK)) continue;
    if (!longest || (e.tdur ?? e.dur ?? 0) > (longest.tdur ?? longest.dur ?? 0)) longest = e;
  }
  return longest ? WORK[longest.name]!(longest) : '?';
}

/** One load of `url`: its renderer's main-thread tasks from the first script's evaluation on. */
async function tasksOf(browser: Browser, url: string, cpu: number): Promise<Task[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const endTrace = await startTrace(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const events = await endTrace();
    const firstScript = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(new URL(url).origin));
    if (!firstScript) throw new Error(`${url}: no script of the site ran.`);
    const thread = events.filter((e) => e.pid === firstScript.pid && e.tid === firstScript.tid && e.ph === 'X');
    return thread
      .filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= firstScript.ts)
      .map((e) => ({ ms: ((cpu > 1 ? e.dur : (e.tdur ?? e.dur)) ?? 0) / 1000, label: label(e, thread) }));
  } finally {
    await context.close();
  }
}

const blocking = (tasks: Task[], slowdown: number) => tasks.reduce((sum, task) => sum + Math.max(0, task.ms * slowdown - LONG_TASK_MS), 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: 'string', multiple: true }, runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '1' } },
  });
  const sites = (values.url ?? []).map((url) => url.replace(/\/+$/, ''));
  if (sites.length === 0) throw new Error('Give the site to measure with --url (several to compare them).');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  const cpu = Number(values.cpu);
  if (!(cpu >= 1)) throw new Error('--cpu must be a slowdown of at least 1.');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      const loads = new Map<string, Task[][]>(sites.map((site) => [site, []]));
      // The sites take turns, so a busy moment of the machine spreads over all of them.
      for (let i = 0; i < runs; i++) for (const site of sites) loads.get(site)!.push(await tasksOf(browser, `${site}${page}`, cpu));
      for (const site of sites) {
        const list = loads.get(site)!;
        const longest = median(list.map((tasks) => Math.max(...tasks.map((t) => t.ms))));
        const top = [...list.at(-1)!]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
          .map((t) => `${t.label} ${t.ms.toFixed(1)}`)
          .join(', ');
        if (cpu > 1) {
          const long = list.map((tasks) => tasks.filter((t) => t.ms > LONG_TASK_MS).length);
          rows.push(
            `| ${page} | ${site} | ${longest.toFixed(1)} ms | ${median(long)} (${Math.min(...long)}–${Math.max(...long)}) | ${top} |`,
          );
        } else {
          rows.push(
            `| ${page} | ${site} | ${longest.toFixed(1)} ms | ${Math.round(median(list.map((t) => blocking(t, 4))))} ms | ${Math.round(median(list.map((t) => blocking(t, 6))))} ms | ${top} |`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const loads = `median of ${runs} load${runs > 1 ? 's' : ''}`;
  if (cpu > 1) {
    console.log(`\nMain-thread tasks in wall time at ${cpu}× CPU, ${loads}:\n`);
    console.log(`| page | site | longest task | tasks > ${LONG_TASK_MS} ms | longest five (last load) |`);
    console.log('| --- | --- | --- | --- | --- |');
  } else {
    console.log(`\nMain-thread tasks in CPU time, ${loads}:\n`);
    console.log('| page | site | longest task | blocking at 4× | blocking at 6× | longest five (last load) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
  }
  for (const row of rows) console.log(row);
}

await main();
