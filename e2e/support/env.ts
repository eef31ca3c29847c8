// Where the e2e server runs and keeps its data; the same values in the runner and in the tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4780);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `ai-creator-hub-e2e-${E2E_PORT}`);
export const E2E_REGISTRY = join(E2E_DATA_DIR, 'remotes.json');

/** Ads are configured in e2e; the tests serve their own stand-in for Google's script (e2e/ads.spec.ts). */
export const E2E_ADSENSE_CLIENT = 'ca-pub-0000000000000000';
export const E2E_ADSENSE_SLOTS = [
  'display.horizontal=1000000001',
  'display.vertical=1000000002',
  'inFeed.ad1=1000000003',
  'inFeed.ad2=1000000004',
  'multiplex.horizontal=1000000005',
  'inArticle.ad1=1000000006',
  'inArticle.ad2=1000000007',
  'inArticle.ad3=1000000008',
  'inArticle.ad4=1000000009',
].join(',');
