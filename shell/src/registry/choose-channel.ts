// Which build of a remote this visitor gets: stable, or the canary for `percent` of visitors. The
// visitor's bucket (0–99) per remote is drawn once and kept, so the choice is sticky; a query
// parameter can force a channel by name for testing (never a URL).
export type Channel = 'stable' | 'canary';

export interface RegistryEntry {
  version: string;
  entry: string;
}
export interface RemoteChannels {
  stable: RegistryEntry;
  canary?: RegistryEntry & { percent: number };
}
export interface Registry {
  remotes: Record<string, RemoteChannels | undefined>;
}

export interface Choice {
  channel: Channel;
  version: string;
  entry: string;
}

export function chooseChannel(channels: RemoteChannels, bucket: number, forced?: Channel): Choice {
  const { canary } = channels;
  const useCanary = canary !== undefined && (forced === 'canary' || (forced !== 'stable' && bucket < canary.percent));
  const picked = useCanary ? canary : channels.stable;
  return { channel: useCanary ? 'canary' : 'stable', version: picked.version, entry: picked.entry };
}

export const CHANNEL_PARAM = 'remote-channel';

/**
 * Reads `?remote-channel=canary` (every remote) or `?remote-channel=mf-content:canary,mf-account:stable`.
 * Anything but the two channel names is ignored.
 */
export function forcedChannels(search: string): { all?: Channel; byRemote: Record<string, Channel> } {
  const value = new URLSearchParams(search).get(CHANNEL_PARAM);
  const result: { all?: Channel; byRemote: Record<string, Channel> } = { byRemote: {} };
  if (!value) return result;
  for (const part of value.split(',')) {
    const [first, second] = part.split(':').map((s) => s.trim());
    if (second === undefined && isChannel(first)) result.all = first;
    else if (first && isChannel(second)) result.byRemote[first] = second;
  }
  return result;
}

function isChannel(value: string | undefined): value is Channel {
  return value === 'stable' || value === 'canary';
}

export interface BucketStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The visitor's sticky bucket for one remote, 0–99. */
export function visitorBucket(store: BucketStore, remote: string, random: () => number = Math.random): number {
  const key = `remoteBucket:${remote}`;
  const stored = Number.parseInt(store.getItem(key) ?? '', 10);
  if (Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
  const bucket = Math.floor(random() * 100);
  try {
    store.setItem(key, String(bucket));
  } catch {
    // Storage blocked: the bucket holds for this page view only.
  }
  return bucket;
}
