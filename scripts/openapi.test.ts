import { describe, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { OPENAPI_PATH, openApiDocument } from './openapi-document.ts';

/** The first line where the two texts differ (1-based), with both versions of it. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '')}, generated ${JSON.stringify(b[at] ?? '')}`;
}

describe('the committed OpenAPI document (contracts/openapi.json)', () => {
  it('is the one the API generates from the contracts', async () => {
    const generated = await openApiDocument();
    const committed = readFileSync(OPENAPI_PATH, 'utf8');
    if (generated !== committed) {
      throw new Error(
        `contracts/openapi.json is out of date (${firstDifference(committed, generated)}).\n` +
          'Run `npm run openapi` and commit contracts/openapi.json with your change: its diff shows clients what changed.',
      );
    }
  }, 60_000);
});
