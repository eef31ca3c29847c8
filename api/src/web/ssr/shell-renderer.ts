// The shell's Node build (dist/shell/server/render.js, made by `npm run build`): the API calls its
// render() for every page. Without it (a development tree, or a build that failed) pages are served
// as the shell's index.html alone and the browser renders them, as before server rendering.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteServerEntries, RenderRequest, RenderResult } from 'contracts';
import type { InProcessTransport } from './in-process-transport.ts';

export interface ShellServerBuild {
  setup(options: { transport: InProcessTransport }): Promise<void>;
  render(request: RenderRequest): Promise<RenderResult>;
  /** Loads screens ("remote/Module") of these builds ahead of their first visitor; answers those that failed. */
  preload(remotes: RemoteServerEntries, screens: string[]): Promise<string[]>;
}

const require = createRequire(import.meta.url);

export function shellServerEntry(shellDir: string): string {
  return join(shellDir, 'server', 'render.js');
}

export function loadShellServerBuild(shellDir: string, log: FastifyBaseLogger): ShellServerBuild | null {
  const entry = shellServerEntry(shellDir);
  if (!existsSync(entry)) {
    log.warn({ entry }, 'no server build of the shell: pages are rendered in the browser');
    return null;
  }
  try {
    return require(entry) as ShellServerBuild;
  } catch (error) {
    log.error({ err: error, entry }, 'the shell server build could not be loaded: pages are rendered in the browser');
    return null;
  }
}
