import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { NO_ADS_FIRST_RENDER, pagePayload, loadExposed, type RemoteRenderOptions } from 'shared';
import type { AdFirstRender } from 'contracts';
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
  const ads: AdFirstRender = payload?.config
    ? { client: payload.config.adsenseClient, slotIds: payload.config.adSlots, preview: payload.config.adPreview, adFree: payload.adFree }
    : NO_ADS_FIRST_RENDER;
  const app = <App queryClient={queryClient} remoteRender={remoteRender} ads={ads} />;
  if (payload?.rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
