// Health: the version, whether the database answers (and whether its pool is busy), and, with
// REDIS_URL, whether Redis answers.
import type { Redis } from 'ioredis';
import type { Health } from 'contracts';
import type { DatabaseStatus } from '../../db/index.ts';
import { redisAnswers } from '../../plugins/rate-limit-redis.ts';

export interface HealthDeps {
  probe: () => Promise<DatabaseStatus>;
  dialect: string;
  version: string;
  redis: Redis | null;
}

export function createHealthService({ probe, dialect, version, redis }: HealthDeps) {
  return {
    async check(): Promise<Omit<Health, 'pageCache'>> {
      const [database, redisOk] = await Promise.all([probe(), redis ? redisAnswers(redis) : null]);
      return {
        status: database === 'error' ? 'error' : 'ok',
        version,
        database: { status: database, dialect },
        ...(redisOk === null ? {} : { redis: { status: redisOk ? 'ok' : 'error' } }),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
