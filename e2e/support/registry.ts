// The e2e server reads the remote registry when its file changes (a watch and a poll, not per
// request: decision 0021). A test that changes it waits until the server uses it before asking for a page.
import { existsSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

export async function untilServerUses(request: APIRequestContext, registryFile: string): Promise<void> {
  const stored = existsSync(registryFile)
    ? (JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: Record<string, unknown> })
    : { remotes: {} };
  await expect
    .poll(async () => {
      const served = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, unknown> };
      return Object.entries(stored.remotes).every(([name, channels]) => JSON.stringify(served.remotes[name]) === JSON.stringify(channels));
    })
    .toBe(true);
}
