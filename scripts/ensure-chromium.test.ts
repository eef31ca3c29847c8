import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEBIAN_CHROMIUM, chromiumStep } from './ensure-chromium.ts';

const script = join(import.meta.dirname, 'ensure-chromium.ts');

/** Runs the script on this machine's Node with only Node's own folder on the PATH (so no apt-get). */
function run(chromiumPath: string) {
  const result = spawnSync(process.execPath, [script], {
    env: { PATH: dirname(process.execPath), CHROMIUM_PATH: chromiumPath },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the set-up before the browser tests', () => {
  it('stops with one line saying what to install when Chromium is missing and cannot be installed', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chromium');
    const { status, stdout, stderr } = run(missing);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      `The browser tests need Chromium at CHROMIUM_PATH=${missing}, which does not exist: point it at a Chromium binary.`,
    ]);
  });

  it('lets the tests run, silently, when Chromium is where they look', () => {
    const present = join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chromium');
    writeFileSync(present, '');
    expect(run(present)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it("installs Debian's chromium only as root with apt-get, and otherwise names the package", () => {
    const missing = { path: DEBIAN_CHROMIUM, present: false };
    expect(chromiumStep({ ...missing, root: true, aptGet: '/usr/bin/apt-get' })).toEqual({ action: 'install', aptGet: '/usr/bin/apt-get' });
    for (const facts of [
      { ...missing, root: false, aptGet: '/usr/bin/apt-get' },
      { ...missing, root: true, aptGet: null },
    ]) {
      expect(chromiumStep(facts)).toEqual({
        action: 'stop',
        line: "The browser tests need Chromium at /usr/bin/chromium: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
      });
    }
  });
});
