import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { pagePayload, loadExposed, type RemoteRenderOptions } from 'shared';
import { App } from './app/App.tsx';
import { createBrowserQueryClient } from './app/query-client.ts';
import { registerChosenRemotes } from './registry/register-remotes.ts';
import { restoreSession } from './session/restore-session.ts';
import { startAdGate } from './ads/ad-gate.ts';

const payload = pagePayload();
const queryClient = createBrowserQueryClient();
if (payload?.queries) hydrate(queryClient, payload.queries);
const remoteRender: RemoteRenderOptions = {
  load: (remote, module) => loadExposed(remote, module),
  clientOnly: new Set(payload?.clientOnly ?? []),
  lazies: new Map(),
};

void restoreSession();
void Promise.all([registerChosenRemotes(payload), startAdGate()]).then(([choices]) => {
  Object.assign(window, { __remoteChoices: choices });
  const root = document.getElementById('root');
  if (!root) return;
  const app = <App queryClient={queryClient} remoteRender={remoteRender} />;
  if (payload?.rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
