// Run by `npm run test:e2e` before the browser tests: they need Debian's Chromium at CHROMIUM_PATH
// (default /usr/bin/chromium), and browsers are never downloaded. When it is missing, root with
// apt-get installs Debian's `chromium`; anyone else is stopped here with one line saying what to
// install, instead of every browser test failing to launch.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumFacts {
  /** Where the tests will launch Chromium from. */
  path: string;
  present: boolean;
  root: boolean;
  /** apt-get on the PATH, or null. */
  aptGet: string | null;
}

export type ChromiumStep = { action: 'run' } | { action: 'install'; aptGet: string } | { action: 'stop'; line: string };

export function chromiumStep({ path, present, root, aptGet }: ChromiumFacts): ChromiumStep {
  if (present) return { action: 'run' };
  if (path !== DEBIAN_CHROMIUM) {
    return {
      action: 'stop',
      line: `The browser tests need Chromium at CHROMIUM_PATH=${path}, which does not exist: point it at a Chromium binary.`,
    };
  }
  if (root && aptGet) return { action: 'install', aptGet };
  return {
    action: 'stop',
    line: `The browser tests need Chromium at ${DEBIAN_CHROMIUM}: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  };
}

function onPath(command: string, pathVariable = ''): string | null {
  for (const dir of pathVariable.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export function currentFacts(env: NodeJS.ProcessEnv = process.env): ChromiumFacts {
  const path = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  return { path, present: existsSync(path), root: process.getuid?.() === 0, aptGet: onPath('apt-get', env.PATH) };
}

function install(aptGet: string): void {
  console.log("Installing Debian's chromium for the browser tests");
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  spawnSync(aptGet, ['update', '-qq'], options);
  spawnSync(aptGet, ['install', '-y', '-qq', 'chromium'], options);
}

if (import.meta.main) {
  let step = chromiumStep(currentFacts());
  if (step.action === 'install') {
    install(step.aptGet);
    step = chromiumStep({ ...currentFacts(), root: false });
  }
  if (step.action === 'stop') {
    console.error(step.line);
    process.exit(1);
  }
}
