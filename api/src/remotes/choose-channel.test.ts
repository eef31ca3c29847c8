import { describe, expect, it } from '@jest/globals';
import {
  chooseChannel,
  chooseRemotes,
  forcedChannels,
  formatBuckets,
  parseBuckets,
  visitorBuckets,
  type RemoteChannels,
} from './choose-channel.ts';

const channels: RemoteChannels = {
  stable: { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' },
  canary: { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json', percent: 10 },
};

describe('chooseChannel', () => {
  it('serves stable when there is no canary', () => {
    expect(chooseChannel({ stable: channels.stable }, 0)).toEqual({
      channel: 'stable',
      ...channels.stable,
      script: '/remotes/mf-content/1.0.0/remoteEntry.js',
    });
  });

  it("gives the browser the build's container script beside its manifest, on this origin or another", () => {
    expect(chooseChannel(channels, 0).script).toBe('/remotes/mf-content/1.1.0/remoteEntry.js');
    const origin = { stable: { version: '2.0.0', entry: 'https://cdn.example/remotes/mf-content/2.0.0/mf-manifest.json' } };
    expect(chooseChannel(origin, 0).script).toBe('https://cdn.example/remotes/mf-content/2.0.0/remoteEntry.js');
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

describe('visitor buckets (cookie)', () => {
  it('draws a bucket once per remote and keeps it through the cookie', () => {
    const first = visitorBuckets(undefined, ['mf-content', 'mf-account'], () => 0.42);
    expect(first).toEqual({ buckets: { 'mf-content': 42, 'mf-account': 42 }, drawn: true });
    const cookie = formatBuckets(first.buckets);
    expect(cookie).toBe('mf-content.42~mf-account.42');
    const again = visitorBuckets(cookie, ['mf-content', 'mf-account'], () => 0.99);
    expect(again).toEqual({ buckets: { 'mf-content': 42, 'mf-account': 42 }, drawn: false });
  });

  it('draws only the missing remote when a new one is registered', () => {
    const next = visitorBuckets('mf-content.5', ['mf-content', 'mf-workflows'], () => 0.07);
    expect(next).toEqual({ buckets: { 'mf-content': 5, 'mf-workflows': 7 }, drawn: true });
  });

  it('replaces a tampered or out-of-range bucket with a fresh one', () => {
    expect(parseBuckets('mf-content.banana~mf-account.100~mf-workflows.3~<script>.1')).toEqual({ 'mf-workflows': 3 });
    expect(visitorBuckets('mf-content.banana', ['mf-content'], () => 0.5).buckets).toEqual({ 'mf-content': 50 });
  });
});

describe('chooseRemotes', () => {
  const registry = { remotes: { 'mf-content': channels, 'mf-account': { stable: channels.stable } } };

  it('gives each remote the channel of its bucket, and a forced channel wins', () => {
    expect(chooseRemotes(registry, { 'mf-content': 3, 'mf-account': 3 }, '')['mf-content']?.channel).toBe('canary');
    expect(chooseRemotes(registry, { 'mf-content': 50 }, '')['mf-content']?.channel).toBe('stable');
    expect(chooseRemotes(registry, { 'mf-content': 50 }, '?remote-channel=canary')['mf-content']?.version).toBe('1.1.0');
    expect(chooseRemotes(registry, { 'mf-content': 3 }, '?remote-channel=mf-content:stable')['mf-content']?.version).toBe('1.0.0');
    expect(chooseRemotes(registry, {}, '')['mf-account']).toEqual(chooseChannel({ stable: channels.stable }, 0));
  });
});
