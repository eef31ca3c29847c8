// One test per way a remote can fail on the server: its Node build is missing, it throws while
// rendering, or it is slower than the render budget. The page is still 200 with its layout, the
// section is left to the browser, which renders it. And a canary is rendered from the canary's build.
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildApp } from '../scripts/build-all.ts';
import { changeChannels, rollback } from '../api/src/remotes/registry.ts';
import { E2E_REGISTRY } from './support/env.ts';
import { untilServerUses } from './support/registry.ts';

const REMOTE = 'mf-account';
const BASE = '9.9.9-e2e-ssr';
const remotesDir = join(import.meta.dirname, '..', 'dist', 'remotes');
const folder = (version: string) => join(remotesDir, REMOTE, version);

const VARIANTS = {
  missing: `${BASE}-missing`,
  throws: `${BASE}-throws`,
  slow: `${BASE}-slow`,
  canary: `${BASE}-canary`,
};

/**
 * Replaces the Node container (library "commonjs-module": module.exports is the container, whose
 * get/init are read-only getters) with one whose get() is `body`, a function of the original get.
 */
function wrapContainer(version: string, body: string): void {
  appendFileSync(
    join(folder(version), 'server', 'remoteEntry.js'),
    `\n;(function (container) {\n  var get = container.get;\n  module.exports = { init: container.init, get: ${body} };\n})(module.exports);\n`,
  );
}

/** Replaces a text in every script of a build folder (and drops their precompressed copies). */
function replaceInScripts(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(file, text.split(from).join(to));
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    changed += 1;
  }
  return changed;
}

async function firstHtml(request: APIRequestContext): Promise<{ status: number; root: string; clientOnly: string[] }> {
  const response = await request.get('/pricing');
  const html = await response.text();
  const payload = JSON.parse(/id="page-payload">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { clientOnly?: string[] };
  return { status: response.status(), root: html.slice(html.indexOf('<div id="root">')), clientOnly: payload.clientOnly ?? [] };
}

test.describe('a remote that fails on the server', () => {
  test.beforeAll(() => {
    buildApp(REMOTE, { APP_OUTPUT_PATH: folder(BASE) });
    for (const version of Object.values(VARIANTS)) cpSync(folder(BASE), folder(version), { recursive: true });
    rmSync(join(folder(VARIANTS.missing), 'server'), { recursive: true });
    wrapContainer(
      VARIANTS.throws,
      `function (name) {
         return Promise.resolve(get.apply(container, arguments)).then(function (factory) {
           if (name !== './PricingPage') return factory;
           return function () { return Object.assign({}, factory(), { default: function () { throw new Error('server render failure'); } }); };
         });
       }`,
    );
    wrapContainer(
      VARIANTS.slow,
      `function () {
         var args = arguments;
         return new Promise(function (resolve) { setTimeout(resolve, 2000); }).then(function () { return get.apply(container, args); });
       }`,
    );
    const text = 'Purchase credits to use our services';
    const marked = `${text} (canary build)`;
    expect(replaceInScripts(join(folder(VARIANTS.canary), 'server'), text, marked)).toBeGreaterThan(0);
    expect(replaceInScripts(folder(VARIANTS.canary), text, marked)).toBeGreaterThan(0);
  });

  test.afterEach(() => {
    rollback(E2E_REGISTRY, remotesDir, '/remotes', REMOTE);
  });

  test.afterAll(() => {
    rmSync(E2E_REGISTRY, { force: true });
    for (const version of [BASE, ...Object.values(VARIANTS)]) rmSync(folder(version), { recursive: true, force: true });
  });

  for (const [mode, version] of [
    ['has no Node build', VARIANTS.missing],
    ['throws while rendering', VARIANTS.throws],
    ['is slower than the render budget', VARIANTS.slow],
  ] as const) {
    test(`${mode}: the page is rendered without that section, and the browser renders it`, async ({ page, request }) => {
      changeChannels(E2E_REGISTRY, remotesDir, '/remotes', REMOTE, { canary: version, percent: 100 });
      await untilServerUses(request, E2E_REGISTRY);
      const first = await firstHtml(request);
      expect(first.status).toBe(200);
      expect(first.root).toContain('<header class="navbar"');
      expect(first.root).toContain('<footer class="footer"');
      expect(first.root).not.toContain('Credit Plans');
      expect(first.clientOnly).toEqual(['mf-account/PricingPage']);

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
      await expect(page.locator('.remote-failure')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('a canary at 100% is rendered on the server from the canary build, and the browser hydrates that build', async ({
    page,
    request,
  }) => {
    changeChannels(E2E_REGISTRY, remotesDir, '/remotes', REMOTE, { canary: VARIANTS.canary, percent: 100 });
    await untilServerUses(request, E2E_REGISTRY);
    const first = await firstHtml(request);
    expect(first.root).toContain('Purchase credits to use our services (canary build)');
    const problems: string[] = [];
    // A build that differed from the server's would make React throw the server's markup away (#418).
    page.on(
      'console',
      (message) => message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text()) && problems.push(message.text()),
    );
    page.on('pageerror', (error) => problems.push(error.message));
    const canaryScripts: string[] = [];
    page.on('request', (r) => r.url().includes(`/remotes/${REMOTE}/${VARIANTS.canary}/`) && canaryScripts.push(r.url()));
    await page.goto('/pricing');
    await expect(page.getByText('Purchase credits to use our services (canary build)')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(canaryScripts.some((url) => url.includes('remoteEntry.js'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
