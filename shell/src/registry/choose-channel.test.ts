import { describe, expect, it } from '@jest/globals';
import { chooseChannel, forcedChannels, visitorBucket, type RemoteChannels } from './choose-channel.ts';

const channels: RemoteChannels = {
  stable: { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' },
  canary: { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json', percent: 10 },
};

function memoryStore(): { getItem(k: string): string | null; setItem(k: string, v: string): void; data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('chooseChannel', () => {
  it('serves stable when there is no canary', () => {
    expect(chooseChannel({ stable: channels.stable }, 0)).toEqual({ channel: 'stable', ...channels.stable });
  });

  it('serves the canary to buckets below the percentage only', () => {
    expect(chooseChannel(channels, 0).channel).toBe('canary');
    expect(chooseChannel(channels, 9).version).toBe('1.1.0');
    expect(chooseChannel(channels, 10).channel).toBe('stable');
    expect(chooseChannel(channels, 99).channel).toBe('stable');
  });

  it('puts about the configured share of visitors on the canary', () => {
    const onCanary = Array.from({ length: 100 }, (_, bucket) => chooseChannel(channels, bucket)).filter((c) => c.channel === 'canary');
    expect(onCanary).toHaveLength(10);
  });

  it('obeys a forced channel either way', () => {
    expect(chooseChannel(channels, 99, 'canary').channel).toBe('canary');
    expect(chooseChannel(channels, 0, 'stable').channel).toBe('stable');
    expect(chooseChannel({ stable: channels.stable }, 0, 'canary').channel).toBe('stable');
  });
});

describe('forcedChannels', () => {
  it('reads one channel for all remotes or one per remote, and ignores anything else', () => {
    expect(forcedChannels('?remote-channel=canary')).toEqual({ all: 'canary', byRemote: {} });
    expect(forcedChannels('?remote-channel=mf-content:canary,mf-account:stable')).toEqual({
      byRemote: { 'mf-content': 'canary', 'mf-account': 'stable' },
    });
    expect(forcedChannels('?remote-channel=https://evil.example/remoteEntry.js')).toEqual({ byRemote: {} });
    expect(forcedChannels('?remote-channel=mf-content:https://evil.example')).toEqual({ byRemote: {} });
    expect(forcedChannels('')).toEqual({ byRemote: {} });
  });
});

describe('visitorBucket', () => {
  it('draws a bucket once per remote and keeps it', () => {
    const store = memoryStore();
    expect(visitorBucket(store, 'mf-content', () => 0.42)).toBe(42);
    expect(visitorBucket(store, 'mf-content', () => 0.99)).toBe(42);
    expect(visitorBucket(store, 'mf-account', () => 0.07)).toBe(7);
  });

  it('replaces a tampered bucket with a fresh one', () => {
    const store = memoryStore();
    store.setItem('remoteBucket:mf-content', 'banana');
    expect(visitorBucket(store, 'mf-content', () => 0.5)).toBe(50);
  });
});
