// Which build of a remote this visitor gets: stable, or the canary for `percent` of visitors. The
// visitor's bucket (0–99) per remote is drawn once and kept in a first-party cookie, so the choice is
// sticky and the server renders the build that the browser then loads; a query parameter can force a
// channel by name for testing (never a URL).
import { containerScriptUrl, type Registry, type RemoteChannels } from './registry.ts';

export type { RemoteChannels } from './registry.ts';
export type Channel = 'stable' | 'canary';

export interface Choice {
  channel: Channel;
  version: string;
  /** The build's manifest URL (the registry's `entry`). */
  entry: string;
  /** The build's container script, which the browser registers (decision 0043). */
  script: string;
}

export function chooseChannel(channels: RemoteChannels, bucket: number, forced?: Channel): Choice {
  const { canary } = channels;
  const useCanary = canary !== undefined && (forced === 'canary' || (forced !== 'stable' && bucket < canary.percent));
  const picked = useCanary ? canary : channels.stable;
  return {
    channel: useCanary ? 'canary' : 'stable',
    version: picked.version,
    entry: picked.entry,
    script: containerScriptUrl(picked.entry),
  };
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

/** The cookie that keeps a visitor's buckets: `mf-content.42~mf-account.7`. */
export const BUCKET_COOKIE = 'remote_buckets';
/** A year: a canary or a rollback changes what a bucket gets, never the bucket. */
export const BUCKET_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function isBucket(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 100;
}

/** The buckets in a cookie value; anything malformed is left out (and drawn again). */
export function parseBuckets(cookie: string | undefined): Record<string, number> {
  const buckets: Record<string, number> = {};
  for (const part of (cookie ?? '').split('~')) {
    const match = /^([a-z][a-z0-9-]{0,40})\.(\d{1,2})$/.exec(part);
    if (match?.[1] && isBucket(Number(match[2]))) buckets[match[1]] = Number(match[2]);
  }
  return buckets;
}

export function formatBuckets(buckets: Record<string, number>): string {
  return Object.entries(buckets)
    .map(([remote, bucket]) => `${remote}.${bucket}`)
    .join('~');
}

/** The visitor's buckets for these remotes: the cookie's, and a fresh draw for any missing one. */
export function visitorBuckets(
  cookie: string | undefined,
  remotes: readonly string[],
  random: () => number = Math.random,
): { buckets: Record<string, number>; drawn: boolean } {
  const buckets = parseBuckets(cookie);
  let drawn = false;
  for (const remote of remotes) {
    if (buckets[remote] !== undefined) continue;
    buckets[remote] = Math.floor(random() * 100);
    drawn = true;
  }
  return { buckets, drawn };
}

/** Every registered remote's build for this visitor. */
export function chooseRemotes(registry: Registry, buckets: Record<string, number>, search: string): Record<string, Choice> {
  const forced = forcedChannels(search);
  const choices: Record<string, Choice> = {};
  for (const [remote, channels] of Object.entries(registry.remotes)) {
    if (!channels) continue;
    choices[remote] = chooseChannel(channels, buckets[remote] ?? 0, forced.byRemote[remote] ?? forced.all);
  }
  return choices;
}
