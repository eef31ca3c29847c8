import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

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

describe('API_DOCS', () => {
  it('keeps the API docs to staff in production unless set, and public elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).apiDocs).toBe('staff');
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), API_DOCS: 'Public' }).apiDocs).toBe('public');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(ConfigError);
  });
});
