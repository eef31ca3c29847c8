// Layout shift of pages that carry ads, as a phone sees them: the site served with AdSense configured,
// Chromium at Lighthouse's mobile settings (412×823, 4× slower CPU, 150 ms round trips, 1.6 Mbps), so
// the server's HTML is painted before the scripts arrive, as on a real phone. Google's script cannot
// load here: a stand-in that answers after 800 ms plays it ("loads"), an aborted request plays an ad
// blocker ("blocked"). Prints the cumulative layout shift per page and case, median of the runs, and
// the elements that moved in the worst run.
//   npm run bench:ads-cls [-- --runs N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, freePort, waitForHealth } from '../e2e/support/server.ts';
import { E2E_ADSENSE_CLIENT, E2E_ADSENSE_SLOTS } from '../e2e/support/env.ts';
import { spawnSite } from './server-env.ts';

const root = join(import.meta.dirname, '..');
const PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows'];
const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';
const STAND_IN = 'window.adsbygoogle = window.adsbygoogle || [];';
const CASES = ['loads', 'blocked'] as const;
type Case = (typeof CASES)[number];

interface Measurement {
  cls: number;
  moved: string[];
}

/** Records every layout shift with the elements that moved, from the first paint on. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((s) => s.node && s.node.className ? String(s.node.className).split(' ')[0] : String(s.node && s.node.nodeName));
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(browser: Browser, url: string, adCase: Case): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(RECORD_SHIFTS);
  await page.route(AD_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    if (adCase === 'blocked') await route.abort('blockedbyclient');
    else await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1_500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  await context.close();
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.moved.join(', ')}`),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.ts'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ads-cls-'));
  const server = spawnSite(port, dataDir, 'inherit', { ADSENSE_CLIENT: E2E_ADSENSE_CLIENT, ADSENSE_SLOTS: E2E_ADSENSE_SLOTS });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await waitForHealth(base);
    console.log(`Cumulative layout shift with ads configured (412×823, 4× CPU, slow 4G), median of ${runs}:\n`);
    console.log('| page | case | CLS | moved in the worst run |');
    console.log('| --- | --- | --- | --- |');
    for (const path of PAGES) {
      for (const adCase of CASES) {
        const results: Measurement[] = [];
        for (let i = 0; i < runs; i++) results.push(await measure(browser, `${base}${path}`, adCase));
        const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
        const cls = median(results.map((result) => result.cls));
        console.log(`| \`${path}\` | ${adCase} | ${cls.toFixed(3)} | ${worst.moved.join('; ') || '–'} |`);
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
