import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { NO_ADS_FIRST_RENDER, pagePayload, loadExposed, type RemoteRenderOptions } from 'shared';
import type { AdFirstRender } from 'contracts';
import { App } from './app/App.tsx';
import { createBrowserQueryClient } from './app/query-client.ts';
import { registerChosenRemotes } from './registry/register-remotes.ts';
import { readServerMarkup } from './registry/server-markup.ts';
import { restoreSession } from './session/restore-session.ts';
import { startAdGate } from './ads/ad-gate.ts';

const payload = pagePayload();
const queryClient = createBrowserQueryClient();
if (payload?.queries) hydrate(queryClient, payload.queries);

// Hydration starts as soon as the remotes are registered: it never waits for a screen's code. The
// layout and the navbar hydrate first; each screen is its own Suspense boundary that keeps the
// server's markup until its code arrives and it is wanted (RemoteModule, HydrationGate). Hydrating
// in a transition lets React yield to the browser every few milliseconds (a paint, a tap) instead of
// hydrating the layout in one long task; a tap on a part not hydrated yet hydrates that part first.
void restoreSession();
void Promise.all([registerChosenRemotes(payload), startAdGate()]).then(([choices]) => {
  Object.assign(window, { __remoteChoices: choices });
  const root = document.getElementById('root');
  if (!root) return;
  const remoteRender: RemoteRenderOptions = {
    load: (remote, module) => loadExposed(remote, module),
    clientOnly: new Set(payload?.clientOnly ?? []),
    loaded: new Map(),
    lazies: new Map(),
    serverMarkup: payload?.rendered ? readServerMarkup(root) : new Map(),
  };
  const ads: AdFirstRender = payload?.config
    ? { client: payload.config.adsenseClient, slotIds: payload.config.adSlots, preview: payload.config.adPreview, adFree: payload.adFree }
    : NO_ADS_FIRST_RENDER;
  const app = <App queryClient={queryClient} remoteRender={remoteRender} ads={ads} />;
  if (payload?.rendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
