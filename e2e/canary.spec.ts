// A canary at 100% serves the canary build; a forced channel in the query wins; rollback restores stable.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp } from '../scripts/build-all.ts';
import { changeChannels, rollback } from '../api/src/remotes/registry.ts';
import { E2E_REGISTRY } from './support/env.ts';
import { hydrated } from './support/hydration.ts';
import { untilServerUses } from './support/registry.ts';

const REMOTE = 'mf-account';
const CANARY = '9.9.9-e2e-canary';
const remotesDir = join(import.meta.dirname, '..', 'dist', 'remotes');

test.describe('canary releases', () => {
  test.beforeAll(() => {
    buildApp(REMOTE, { APP_OUTPUT_PATH: join(remotesDir, REMOTE, CANARY) });
  });

  test.afterAll(() => {
    rmSync(E2E_REGISTRY, { force: true });
    rmSync(join(remotesDir, REMOTE, CANARY), { recursive: true, force: true });
  });

  test('a canary at 100% serves the canary build, a forced stable channel does not, and a rollback ends it', async ({ page, request }) => {
    changeChannels(E2E_REGISTRY, remotesDir, '/remotes', REMOTE, { canary: CANARY, percent: 100 });
    await untilServerUses(request, E2E_REGISTRY);

    const canaryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/remotes/${REMOTE}/${CANARY}/`)) canaryRequests.push(request.url());
    });
    // The server's page shows the heading before any script has run (decision 0059): what a channel
    // serves is known once the section's code has hydrated the heading.
    const heading = page.getByRole('heading', { name: 'Credit Plans' });
    const answered = async () => {
      await expect(heading).toBeVisible();
      await expect.poll(() => hydrated(heading), { timeout: 30_000 }).toBe(true);
    };
    await page.goto('/pricing');
    await answered();
    expect(canaryRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);

    canaryRequests.length = 0;
    await page.goto('/pricing?remote-channel=stable');
    await answered();
    expect(canaryRequests).toEqual([]);

    rollback(E2E_REGISTRY, remotesDir, '/remotes', REMOTE);
    await untilServerUses(request, E2E_REGISTRY);
    await page.goto('/pricing');
    await answered();
    expect(canaryRequests).toEqual([]);
  });
});
