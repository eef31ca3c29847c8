// Draws the text of the content's SVG pictures as outlines (docs/decisions/0065-svg-text-as-outlines.md,
// api/src/lib/svg-text-outline.ts). A text it cannot draw exactly (another font than Inter, italic, a
// character Inter lacks…) stops it with the reason: the content's pictures hold no text.
//   npm run content:outline [-- <file.svg>…]   (default: every SVG under api/content)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { outlineText } from '../api/src/lib/svg-text-outline.ts';

const CONTENT = new URL('../api/content/', import.meta.url).pathname;

/** Every SVG under api/content (the articles' and the workflows' thumbnails and pictures). */
export function contentSvgFiles(folder = CONTENT): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return contentSvgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

if (import.meta.main) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const files = positionals.length > 0 ? positionals : contentSvgFiles();
  let changed = 0;
  for (const file of files) {
    const svg = readFileSync(file, 'utf8');
    const outlined = outlineText(svg, { strict: true });
    if (outlined === svg) continue;
    writeFileSync(file, outlined);
    changed++;
  }
  console.log(`Outlined the text of ${changed} of ${files.length} SVG files.`);
}
