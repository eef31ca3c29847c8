import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { pagePayload, loadExposed, type RemoteRenderOptions } from 'shared';
import { App } from './app/App.tsx';
import { createBrowserQueryClient } from './app/query-client.ts';
import { registerChosenRemotes } from './registry/register-remotes.ts';
import { preloadRendered } from './registry/preload-rendered.ts';
import { restoreSession } from './session/restore-session.ts';
import { startAdGate } from './ads/ad-gate.ts';

const payload = pagePayload();
const queryClient = createBrowserQueryClient();
if (payload?.queries) hydrate(queryClient, payload.queries);

async function registerAndPreload() {
  const choices = await registerChosenRemotes(payload);
  return { choices, loaded: await preloadRendered(payload?.modules ?? []) };
}

void restoreSession();
void Promise.all([registerAndPreload(), startAdGate()]).then(([{ choices, loaded }]) => {
  Object.assign(window, { __remoteChoices: choices });
  const root = document.getElementById('root');
  if (!root) return;
  const remoteRender: RemoteRenderOptions = {
    load: (remote, module) => loadExposed(remote, module),
    clientOnly: new Set(payload?.clientOnly ?? []),
    loaded,
    lazies: new Map(),
  };
  const app = <App queryClient={queryClient} remoteRender={remoteRender} />;
  if (payload?.rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
