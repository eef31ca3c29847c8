// Registers the remote builds chosen for this visitor with the federation runtime. The server chose
// them (sticky bucket cookie, canary percentage, forced channel) and put them in the page; without a
// server-rendered page (the development servers) the shell asks /remotes.json for the same choice.
// The shell never needs a rebuild for a remote's release.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { PagePayload, RemoteChoice } from 'contracts';

const REGISTRY_TIMEOUT_MS = 8_000;
const CHANNEL_PARAM = 'remote-channel';

function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

async function fetchChoices(): Promise<Record<string, RemoteChoice>> {
  const forced = new URLSearchParams(window.location.search).get(CHANNEL_PARAM);
  const url = forced ? `/remotes.json?${new URLSearchParams({ [CHANNEL_PARAM]: forced }).toString()}` : '/remotes.json';
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return ((await response.json()) as { chosen: Record<string, RemoteChoice> }).chosen;
}

/** Registers every remote; returns the choices (exposed on window for support and tests). */
export async function registerChosenRemotes(payload: PagePayload | null): Promise<Record<string, RemoteChoice>> {
  let choices: Record<string, RemoteChoice>;
  try {
    choices = payload?.remotes ?? (await fetchChoices());
  } catch (error) {
    // Without a registry every remote shows its failure panel; the layout still renders.
    console.error('Could not read /remotes.json', error);
    return {};
  }
  registerRemotes(
    Object.entries(choices).map(([remote, choice]) => ({
      name: containerName(remote),
      alias: remote,
      // The container script, not the manifest: the browser's federation runtime is built without the
      // snapshot plugin that reads manifests (decision 0043).
      entry: new URL(choice.script, window.location.href).href,
    })),
    { force: true },
  );
  return choices;
}
