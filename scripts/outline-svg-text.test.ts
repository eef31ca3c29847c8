import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { contentSvgFiles } from './outline-svg-text.ts';

describe('the content folder', () => {
  it('has no SVG with text left in it (npm run content:outline draws it as outlines)', () => {
    const withText = contentSvgFiles()
      .filter((file) => readFileSync(file, 'utf8').includes('<text'))
      .map((file) => relative(process.cwd(), file));
    expect(withText).toEqual([]);
  });
});
