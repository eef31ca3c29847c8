import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerChosenRemotes } from './registry/register-remotes.ts';
import { restoreSession } from './session/restore-session.ts';
import { startAdGate } from './ads/ad-gate.ts';

void restoreSession();
void Promise.all([registerChosenRemotes(), startAdGate()]).then(([choices]) => {
  Object.assign(window, { __remoteChoices: choices });
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
});
