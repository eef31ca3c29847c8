import { beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundledWorkspaces, isStale } from './build-all.ts';

const projectRoot = join(import.meta.dirname, '..');

/** A project like this one: contracts ← shared ← shell and mf-content, and the API beside them, all built an hour ago. */
function builtProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-all-'));
  const hourAgo = new Date(Date.now() - 3_600_000);
  const write = (path: string, text = ''): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), hourAgo, hourAgo);
  };
  const workspace = (folder: string, dependencies: Record<string, string> = {}): void =>
    write(`${folder}/package.json`, JSON.stringify({ name: folder, version: '1.0.0', dependencies }));
  write(
    'package.json',
    JSON.stringify({ name: 'site', version: '1.0.0', workspaces: ['contracts', 'shared', 'shell', 'mf-content', 'api'] }),
  );
  write('package-lock.json', '{}');
  write('rspack.config.base.ts');
  workspace('contracts', { zod: '4' });
  write('contracts/src/limits.ts', 'export const MAX = 1;');
  workspace('shared', { contracts: '1.0.0', react: '19' });
  workspace('shell', { shared: '1.0.0' });
  workspace('mf-content', { contracts: '1.0.0' });
  workspace('api', { contracts: '1.0.0' });
  write('api/src/server.ts');
  for (const file of [
    'dist/shell/index.html',
    'dist/shell/server/render.js',
    'dist/remotes/mf-content/1.0.0/mf-manifest.json',
    'dist/remotes/mf-content/1.0.0/server/remoteEntry.js',
  ]) {
    write(file);
  }
  for (const folder of ['contracts', 'contracts/src', 'shared', 'shell', 'mf-content', 'api', 'api/src'])
    utimesSync(join(root, folder), hourAgo, hourAgo);
  return root;
}

describe('build-all --if-stale', () => {
  let root: string;
  beforeEach(() => {
    root = builtProject();
  });

  it('skips apps when nothing they bundle changed', () => {
    expect(isStale(root, 'shell')).toBe(false);
    expect(isStale(root, 'mf-content')).toBe(false);
  });

  it('rebuilds every app that bundles contracts when a contract changes', () => {
    writeFileSync(join(root, 'contracts/src/limits.ts'), 'export const MAX = 2;');
    expect(isStale(root, 'shell')).toBe(true);
    expect(isStale(root, 'mf-content')).toBe(true);
  });

  it('rebuilds only the app whose own source changed', () => {
    writeFileSync(join(root, 'mf-content/page.tsx'), 'export {};');
    expect(isStale(root, 'mf-content')).toBe(true);
    expect(isStale(root, 'shell')).toBe(false);
  });

  it('does not rebuild the apps for an API change', () => {
    writeFileSync(join(root, 'api/src/server.ts'), 'export {};');
    expect(isStale(root, 'shell')).toBe(false);
  });

  it('rebuilds an app whose Node build is missing', () => {
    rmSync(join(root, 'dist/shell/server/render.js'));
    expect(isStale(root, 'shell')).toBe(true);
  });
});

describe('what each app of this project bundles', () => {
  it.each(['shell', 'mf-content', 'mf-workflows', 'mf-account', 'mf-community'])(
    '%s bundles contracts and shared, never the API',
    (app) => {
      const folders = bundledWorkspaces(projectRoot, app);
      expect(folders).toEqual(expect.arrayContaining([app, 'contracts', 'shared']));
      expect(folders).not.toContain('api');
    },
  );
});
