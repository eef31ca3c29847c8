// Runs the workflow check over every workflow of the catalogue (CONTENT_DIR/workflows/catalog/), each
// against its own .meta.json: the model files and custom packs it lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_FOLDER, catalogMetaSchema } from './sync.ts';
import { checkWorkflowNodes, type CheckResult } from './workflow-check.ts';

export interface CatalogCheck extends CheckResult {
  slug: string;
}

export function checkCatalog(contentDir: string): CatalogCheck[] {
  const dir = join(contentDir, CATALOG_FOLDER);
  const slugs = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.meta.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  return slugs.map((slug) => {
    const meta = catalogMetaSchema.safeParse(JSON.parse(readFileSync(join(dir, `${slug}.meta.json`), 'utf8')));
    if (!meta.success) {
      return { slug, problems: meta.error.issues.map((i) => `${slug}.meta.json ${i.path.join('.')}: ${i.message}`), notes: [] };
    }
    const doc: unknown = JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8'));
    const result = checkWorkflowNodes(doc, { models: meta.data.models, customNodes: meta.data.custom_nodes.map((pack) => pack.id) });
    return { slug, ...result };
  });
}

/** The check's report in plain text: one block per workflow, problems (✗) then notes (·). */
export function formatCatalogCheck(results: CatalogCheck[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.problems.length === 0 ? 'ok  ' : 'FAIL'} ${r.slug}${r.problems.length ? ` (${r.problems.length} problems)` : ''}`);
    for (const p of r.problems) lines.push(`     ✗ ${p}`);
    for (const n of r.notes) lines.push(`     · ${n}`);
  }
  const failed = results.filter((r) => r.problems.length > 0).length;
  lines.push(`${results.length - failed} of ${results.length} catalogue workflows pass the workflow check.`);
  return lines.join('\n');
}
