import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { etagOf } from './page-cache.ts';

const wholePage = (html: string) => `W/"${createHash('sha1').update(Buffer.from(html, 'utf8')).digest('base64url').slice(0, 22)}"`;

describe('a page ETag', () => {
  it('is the SHA-1 of the whole page however long it is and whatever characters it holds', () => {
    const pages = [
      '',
      '<p>short</p>',
      'x'.repeat(200_000),
      // An emoji (a surrogate pair) across the boundary of the hashed slices.
      `${'x'.repeat(16 * 1024 - 1)}😀${'y'.repeat(40_000)}`,
      'é✓😀'.repeat(30_000),
    ];
    for (const page of pages) expect(etagOf(page)).toBe(wholePage(page));
  });
});
