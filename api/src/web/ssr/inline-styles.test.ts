import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineShellStylesheets, styleElement } from './inline-styles.ts';

describe('inline styles', () => {
  it('puts a shell stylesheet into the page and leaves a missing one linked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-styles-'));
    writeFileSync(join(dir, 'site.css'), 'body{margin:0}');
    const html = '<head><link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/gone.css"></head>';
    const out = inlineShellStylesheets(html, (href) => join(dir, href));
    expect(out).toBe('<head><style data-source="/site.css">body{margin:0}</style><link rel="stylesheet" href="/gone.css"></head>');
  });

  it('never lets the CSS text close its element', () => {
    expect(styleElement('a{content:"</style><script>x</script>"}', '/a.css')).not.toMatch(/<\/style>.*<\/style>/);
  });
});
