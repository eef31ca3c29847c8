import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '../config.ts';
import { dialectOf } from './index.ts';

describe('database configuration', () => {
  it('uses the SQLite file unless DATABASE_URL is a postgres:// URL', () => {
    expect(dialectOf(null)).toBe('sqlite');
    expect(dialectOf('sqlite:/srv/site.db')).toBe('sqlite');
    expect(dialectOf('file:/srv/site.db')).toBe('sqlite');
    expect(dialectOf('postgres://app@db:5432/site')).toBe('postgres');
    expect(dialectOf('postgresql://app@db/site')).toBe('postgres');
    expect(() => dialectOf('mysql://db/site')).toThrow(/DATABASE_URL must be unset, a sqlite: \/ file: path or a postgres:\/\/ URL/);
  });

  it('reads the pool size and the Redis settings, with safe defaults', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: null, databasePoolSize: 10, redisUrl: null, redisKeyPrefix: 'site:' });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@db/site',
        DATABASE_POOL_SIZE: '25',
        REDIS_URL: 'redis://cache:6379',
        REDIS_KEY_PREFIX: 'blog:',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://app@db/site',
      databasePoolSize: 25,
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'blog:',
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be a positive whole number/);
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});
