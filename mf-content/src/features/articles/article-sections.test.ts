import { describe, expect, it } from '@jest/globals';
import { splitAtSections } from './article-sections.ts';

describe('splitAtSections', () => {
  it('cuts before every h2 and keeps the intro', () => {
    const html = '<p>Intro</p><h2 id="a">A</h2><p>a</p><h3>sub</h3><h2 id="b">B</h2><p>b</p>';
    expect(splitAtSections(html)).toEqual(['<p>Intro</p>', '<h2 id="a">A</h2><p>a</p><h3>sub</h3>', '<h2 id="b">B</h2><p>b</p>']);
  });

  it('leaves an article without h2 whole and ignores h2-like text', () => {
    expect(splitAtSections('<p>Just text about &lt;h2&gt; tags and <code>h2</code></p>')).toHaveLength(1);
  });
});
