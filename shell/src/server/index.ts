// The shell's Node build entry, called by the API's page renderer. The dynamic import is the async
// boundary where the federation runtime provides the shared singletons (react, react-dom, …).
import type { RenderRequest, RenderResult } from 'contracts';
import type { ServerSetup } from './render-page.tsx';

export type { ServerSetup } from './render-page.tsx';

export async function setup(options: ServerSetup): Promise<void> {
  (await import('./render-page.tsx')).setup(options);
}

export async function preload(remotes: RenderRequest['remotes'], screens: string[]): Promise<string[]> {
  return (await import('./render-page.tsx')).preload(remotes, screens);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  return (await import('./render-page.tsx')).renderPage(request);
}
