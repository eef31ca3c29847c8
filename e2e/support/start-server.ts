// The e2e web server: an empty data folder, then the production server exactly as `npm start` runs it.
import { mkdirSync, rmSync } from 'node:fs';
import { E2E_DATA_DIR } from './env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
await import('../../api/src/server.ts');
