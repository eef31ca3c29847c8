// The API's OpenAPI document, generated from the contracts' schemas: the app is built (not listening)
// on a throw-away data folder with an empty content folder, asked for its document, and the document
// is normalised so that it depends on the routes and schemas only: the server URL is left out, the
// version is the contracts package's, and every object's keys are sorted.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { REPO_ROOT, loadConfig } from '../api/src/config.ts';

export const OPENAPI_PATH = join(REPO_ROOT, 'contracts', 'openapi.json');

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document as committed: pretty printed, keys sorted, a final line feed. */
export async function openApiDocument(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'openapi-'));
  const contentDir = join(root, 'content');
  mkdirSync(contentDir);
  const config = loadConfig(
    {},
    {
      dataDir: join(root, 'data'),
      databaseUrl: null,
      contentDir,
      webDir: join(root, 'web'),
      remotesRegistry: join(root, 'data', 'remotes.json'),
      logLevel: 'silent',
    },
  );
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    // The server URL depends on where it is generated: left out.
    const document: Record<string, unknown> & { info: Record<string, unknown> } = {
      ...(app.swagger() as Record<string, unknown> & { info: Record<string, unknown> }),
    };
    delete document.servers;
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'contracts', 'package.json'), 'utf8')) as { version: string };
    return `${JSON.stringify(sortKeys({ ...document, info: { ...document.info, version } }), null, 2)}\n`;
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}
