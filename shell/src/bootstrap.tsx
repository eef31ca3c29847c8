import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerChosenRemotes } from './registry/register-remotes.ts';
import { restoreSession } from './session/restore-session.ts';

void registerChosenRemotes().then((choices) => {
  Object.assign(window, { __remoteChoices: choices });
  void restoreSession();

  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
});
