// Prints the workflow check for every catalogue workflow (api/content/workflows/catalog/); exits 1 when one fails.
// Usage: npm run workflows:check
import { join } from 'node:path';
import { checkCatalog, formatCatalogCheck } from '../api/src/features/workflows/catalog-check.ts';

const results = checkCatalog(join(import.meta.dirname, '..', 'api', 'content'));
console.log(formatCatalogCheck(results));
process.exitCode = results.some((r) => r.problems.length > 0) ? 1 : 0;
