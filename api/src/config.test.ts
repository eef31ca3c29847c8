import { describe, expect, it } from '@jest/globals';
import { startupWarnings } from './config.ts';

describe('startupWarnings', () => {
  it('warns in production when PUBLIC_URL is not set', () => {
    expect(startupWarnings({ NODE_ENV: 'production' })).toEqual([expect.stringContaining('PUBLIC_URL is not set')]);
    expect(startupWarnings({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toHaveLength(1);
  });

  it('is quiet with PUBLIC_URL set, and outside production', () => {
    expect(startupWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com' })).toEqual([]);
    expect(startupWarnings({})).toEqual([]);
  });
});
