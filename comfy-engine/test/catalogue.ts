// The API's node snapshot and shipped catalogue, read from disk for the engine's tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NodeSnapshot, RequirementsMeta } from '../src/index.ts';

const root = join(import.meta.dirname, '..', '..');
const catalogDir = join(root, 'api', 'content', 'workflows', 'catalog');

export const snapshot = JSON.parse(
  readFileSync(join(root, 'api', 'src', 'features', 'workflows', 'comfy-nodes.json'), 'utf8'),
) as NodeSnapshot;

export const catalogueSlugs: string[] = readdirSync(catalogDir)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.meta.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

export function catalogueWorkflow(slug: string): unknown {
  return JSON.parse(readFileSync(join(catalogDir, `${slug}.json`), 'utf8'));
}

export function catalogueMeta(slug: string): RequirementsMeta & Record<string, unknown> {
  return JSON.parse(readFileSync(join(catalogDir, `${slug}.meta.json`), 'utf8')) as RequirementsMeta & Record<string, unknown>;
}
