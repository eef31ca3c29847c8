// Where the e2e server runs and keeps its data; the same values in the runner and in the tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4780);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `ai-creator-hub-e2e-${E2E_PORT}`);
export const E2E_REGISTRY = join(E2E_DATA_DIR, 'remotes.json');
