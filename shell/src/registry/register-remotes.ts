// Reads /remotes.json, picks each remote's channel for this visitor and registers the chosen
// entries with the federation runtime. The shell never needs a rebuild for a remote's release.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { chooseChannel, forcedChannels, visitorBucket, type Choice, type Registry } from './choose-channel.ts';

const REGISTRY_TIMEOUT_MS = 8_000;

function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as Registry;
}

function safeStorage(): Storage | { getItem: () => null; setItem: () => void } {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** Registers every remote; returns the choices (exposed on window for support and tests). */
export async function registerChosenRemotes(): Promise<Record<string, Choice>> {
  let registry: Registry;
  try {
    registry = await fetchRegistry();
  } catch (error) {
    // Without a registry every remote shows its failure panel; the layout still renders.
    console.error('Could not read /remotes.json', error);
    return {};
  }
  const forced = forcedChannels(window.location.search);
  const choices: Record<string, Choice> = {};
  for (const [remote, channels] of Object.entries(registry.remotes)) {
    if (!channels) continue;
    const bucket = visitorBucket(safeStorage(), remote);
    choices[remote] = chooseChannel(channels, bucket, forced.byRemote[remote] ?? forced.all);
  }
  registerRemotes(
    Object.entries(choices).map(([remote, choice]) => ({
      name: containerName(remote),
      alias: remote,
      entry: new URL(choice.entry, window.location.href).href,
    })),
    { force: true },
  );
  return choices;
}
