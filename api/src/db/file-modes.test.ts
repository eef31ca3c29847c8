import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestSite, type TestSite } from '../../test/helpers.ts';
import { onPostgres } from '../../test/database.ts';
import { openDatabase } from './index.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('file modes of the data folder and the SQLite file', () => {
  let site: TestSite;
  const umask = process.umask(0o022);
  beforeAll(async () => {
    site = await createTestSite();
  });
  afterAll(async () => {
    await site.close();
    process.umask(umask);
  });

  it('creates the data folder 0700', () => {
    expect(mode(site.dataDir)).toBe(0o700);
  });

  (onPostgres() ? it.skip : it)('creates site.db and its WAL files 0600, and tightens an existing file', async () => {
    const file = join(site.dataDir, 'site.db');
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    chmodSync(file, 0o644);
    const handle = openDatabase({ databaseUrl: null, dataDir: site.dataDir });
    await handle.db.destroy();
    expect(mode(file)).toBe(0o600);
  });
});
