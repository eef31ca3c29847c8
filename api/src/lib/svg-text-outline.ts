// Turns the text of an SVG picture into outlines (docs/decisions/0065-svg-text-as-outlines.md): the
// content's pictures (npm run content:outline) and the SVG thumbnails staff upload.
// A browser lays out and paints an SVG image on the page's main thread, and its text is most of that
// work: fonts are matched and the text shaped inside each image, 2–3 ms of CPU per thumbnail (six
// times that on a budget phone) against a fifth of it without text. Each `<text>` becomes one
// `<path>` per fill, drawn with Inter (the files the social cards are drawn with, seo/og-image.ts) at
// the text's size, weight, anchor and letter spacing, so a picture also looks the same on every
// device (an SVG image cannot use a page's fonts: each device drew its own Inter, Segoe UI or Arial).
// Only a text drawn in Inter with what this file places (size, weight, anchor, letter spacing, x/dy
// lines) is outlined; any other (another font, italic, dx, rotate, a path, a character Inter lacks)
// throws in `strict` mode (the content: fix the picture) and is kept as text otherwise (an upload).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';

// Inter's static files, the ones the social cards are drawn with (seo/og-image.ts).
const require = createRequire(import.meta.url);

/** The attributes a `<text>` takes from its ancestors (SVG's inherited presentation attributes). */
const INHERITED = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'dominant-baseline',
  'fill',
  'text-anchor',
  'letter-spacing',
] as const;
type Style = Partial<Record<(typeof INHERITED)[number], string>>;

/** Why a text cannot be drawn as outlines exactly (a weight Inter lacks, a character, an attribute not placed here). */
export class CannotOutlineError extends Error {}

/** Inter's static files by weight (those the social cards are drawn with, seo/og-image.ts). */
const WEIGHTS: Record<number, string> = {
  400: '400Regular',
  500: '500Medium',
  600: '600SemiBold',
  700: '700Bold',
  800: '800ExtraBold',
  900: '900Black',
};
const fonts = new Map<string, opentype.Font>();
function fontFor(style: Style): opentype.Font {
  const weight = style['font-weight'] === 'bold' ? 700 : style['font-weight'] === 'normal' ? 400 : Number(style['font-weight'] ?? 400);
  const name = WEIGHTS[weight];
  if (!name)
    throw new CannotOutlineError(`font-weight "${style['font-weight']}" is not one of Inter's: ${Object.keys(WEIGHTS).join(', ')}.`);
  let font = fonts.get(name);
  if (!font) {
    const bytes = readFileSync(require.resolve(`@expo-google-fonts/inter/${name}/Inter_${name}.ttf`));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(name, font);
  }
  return font;
}

/**
 * The glyphs of `text`, one per character, each with its advance in font units (kerning with the next
 * one included). Character by character, as the thumbnails' Latin text needs no other shaping (and
 * opentype.js cannot apply all of Inter's substitution lookups).
 */
function glyphsOf(font: opentype.Font, text: string): { glyph: opentype.Glyph; advance: number }[] {
  const glyphs = [...text].map((char) => {
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0)
      throw new CannotOutlineError(`"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) is not in Inter.`);
    return glyph;
  });
  return glyphs.map((glyph, i) => ({
    glyph,
    advance: (glyph.advanceWidth ?? 0) + (glyphs[i + 1] ? font.getKerningValue(glyph, glyphs[i + 1]!) : 0),
  }));
}

/**
 * A coordinate in tenths of a unit, rounded to half a unit: finer than a screen shows (a card draws
 * the 1200-unit-wide picture about 380 CSS pixels wide, an article's header up to 800).
 */
const tenths = (value: number) => Math.round(value * 2) * 5;
/** A number in tenths, written short: 12.5 → "12.5", 0.5 → ".5", -0.5 → "-.5", 3 → "3". */
function short(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, '$1.');
}
/** Numbers of a path command, with a space only where a minus sign does not already separate them. */
const joined = (values: number[]) => values.map((value, i) => (i > 0 && value >= 0 ? ' ' : '') + short(value)).join('');

/**
 * A glyph at (`x`, `y`) as path data: an absolute move to its first point, then relative commands, so
 * every copy of a glyph at a size is the same text (which compresses to little).
 */
function glyphPath(glyph: opentype.Glyph, size: number, x: number, y: number): string {
  const commands = glyph.getPath(0, 0, size).commands;
  let out = '';
  let current: [number, number] | null = null;
  let start: [number, number] = [0, 0];
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      current = start;
      continue;
    }
    const to: [number, number] = [tenths(command.x), tenths(command.y)];
    const from = current ?? [0, 0];
    const rel = (px: number, py: number) => [tenths(px) - from[0], tenths(py) - from[1]];
    if (command.type === 'M') {
      out +=
        current === null
          ? `M${short(tenths(x) + to[0])} ${short(tenths(y) + to[1])}`.replace(/ -/, '-')
          : `m${joined(rel(command.x, command.y))}`;
      start = to;
    } else if (command.type === 'L') out += `l${joined(rel(command.x, command.y))}`;
    else if (command.type === 'Q') out += `q${joined([...rel(command.x1, command.y1), ...rel(command.x, command.y)])}`;
    else out += `c${joined([...rel(command.x1, command.y1), ...rel(command.x2, command.y2), ...rel(command.x, command.y)])}`;
    current = to;
  }
  return out;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) found[name!] = value!;
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, body: string) =>
    body.startsWith('#x') || body.startsWith('#X')
      ? String.fromCodePoint(parseInt(body.slice(2), 16))
      : body.startsWith('#')
        ? String.fromCodePoint(Number(body.slice(1)))
        : (ENTITIES[body] ?? entity),
  );

interface Run {
  text: string;
  style: Style;
  /** A new text chunk starts here (an explicit x): the anchor aligns each chunk on its own. */
  x?: number;
  dy: number;
}

const num = (value: string | undefined, fallback = 0) => (value === undefined ? fallback : parseFloat(value));

/** A single number, in user units or px. */
const LENGTH = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:px)?\s*$/;
/** What a `<text>` may carry besides its style: its position, and what is copied to its paths as is. */
const TEXT_ATTRIBUTES = new Set([
  'x',
  'y',
  'id',
  'class',
  'opacity',
  'fill-opacity',
  'transform',
  'stroke',
  'stroke-width',
  'stroke-opacity',
]);
/** What a `<tspan>` (a line, or a run of another style) may carry besides its style. */
const TSPAN_ATTRIBUTES = new Set(['x', 'dy']);
const TEXT_ANCHORS = new Set(['start', 'middle', 'end']);

/** Why the style cannot be drawn here; null when it can. */
function styleProblem(style: Style): string | null {
  const family = style['font-family']
    ?.split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '');
  if (family?.toLowerCase() !== 'inter') return `the font is ${family ? `"${family}"` : "the browser's default"}, not Inter`;
  if (style['font-size'] !== undefined && !LENGTH.test(style['font-size']))
    return `font-size "${style['font-size']}" is not a length in px`;
  if (style['letter-spacing'] !== undefined && !LENGTH.test(style['letter-spacing']))
    return `letter-spacing "${style['letter-spacing']}" is not a length in px`;
  if (style['font-style'] !== undefined && style['font-style'] !== 'normal') return `font-style "${style['font-style']}"`;
  if (style['dominant-baseline'] !== undefined && !['auto', 'alphabetic'].includes(style['dominant-baseline'])) {
    return `dominant-baseline "${style['dominant-baseline']}"`;
  }
  if (style['text-anchor'] !== undefined && !TEXT_ANCHORS.has(style['text-anchor'])) return `text-anchor "${style['text-anchor']}"`;
  return null;
}

/** Why this `<text>` cannot be outlined exactly; null when it can. */
function textProblem(markup: string, inherited: Style): string | null {
  const open = /^<text\b[^>]*>/.exec(markup)![0];
  const own = attributes(open);
  const style: Style = { ...inherited };
  for (const name of INHERITED) if (own[name] !== undefined) style[name] = own[name];
  for (const [name, value] of Object.entries(own)) {
    if (INHERITED.includes(name as (typeof INHERITED)[number])) continue;
    if (!TEXT_ATTRIBUTES.has(name)) return `the text's ${name} attribute`;
    if ((name === 'x' || name === 'y') && !LENGTH.test(value)) return `the text's ${name} "${value}" is not one length`;
  }
  const body = markup.slice(open.length, markup.lastIndexOf('</text>'));
  for (const [, tspan] of body.matchAll(/(<tspan\b[^>]*>)[^<]*<\/tspan>/g)) {
    const at = attributes(tspan!);
    const runStyle: Style = { ...style };
    for (const [name, value] of Object.entries(at)) {
      if (INHERITED.includes(name as (typeof INHERITED)[number])) runStyle[name as keyof Style] = value;
      else if (!TSPAN_ATTRIBUTES.has(name)) return `a tspan's ${name} attribute`;
      else if (!LENGTH.test(value)) return `a tspan's ${name} "${value}" is not one length`;
    }
    const problem = styleProblem(runStyle);
    if (problem) return problem;
  }
  if (body.replace(/<tspan\b[^>]*>[^<]*<\/tspan>/g, '').includes('<')) return 'an element other than a tspan inside the text';
  return styleProblem(style);
}

/** One `<text>` element (its markup, with the style it inherits) as `<path>` markup. */
function outline(markup: string, inherited: Style): string {
  const open = /^<text\b[^>]*>/.exec(markup)![0];
  const own = attributes(open);
  const style: Style = { ...inherited };
  for (const name of INHERITED) if (own[name] !== undefined) style[name] = own[name];
  const runs: Run[] = [];
  const body = markup.slice(open.length, markup.lastIndexOf('</text>'));
  for (const [, tspan, inner, loose] of body.matchAll(/(<tspan\b[^>]*>)([\s\S]*?)<\/tspan>|([^<]+)/g)) {
    if (tspan) {
      const at = attributes(tspan);
      const runStyle: Style = { ...style };
      for (const name of INHERITED) if (at[name] !== undefined) runStyle[name] = at[name];
      runs.push({ text: decode(inner!), style: runStyle, x: at.x === undefined ? undefined : num(at.x), dy: num(at.dy) });
    } else if (loose!.trim()) {
      runs.push({ text: decode(loose!), style, dy: 0 });
    }
  }
  // SVG's default white space: newlines go, runs of spaces become one, the ends are trimmed.
  for (const run of runs)
    run.text = run.text
      .replace(/[\n\r]/g, '')
      .replace(/\t/g, ' ')
      .replace(/ {2,}/g, ' ');
  if (runs.length > 0) {
    runs[0]!.text = runs[0]!.text.trimStart();
    runs.at(-1)!.text = runs.at(-1)!.text.trimEnd();
  }

  // Place each glyph along its line, then shift each chunk by its anchor.
  let x = num(own.x);
  let y = num(own.y);
  type Placed = { glyph: opentype.Glyph; x: number; y: number; size: number; fill: string };
  const chunks: { glyphs: Placed[]; start: number; end: number; anchor: string | undefined }[] = [];
  for (const run of runs) {
    y += run.dy;
    if (run.x !== undefined || chunks.length === 0) {
      if (run.x !== undefined) x = run.x;
      chunks.push({ glyphs: [], start: x, end: x, anchor: run.style['text-anchor'] });
    }
    const chunk = chunks.at(-1)!;
    const size = num(run.style['font-size']?.replace('px', ''), 16);
    const spacing = num(run.style['letter-spacing']);
    const font = fontFor(run.style);
    for (const { glyph, advance } of glyphsOf(font, run.text)) {
      chunk.glyphs.push({ glyph, x, y, size, fill: run.style.fill ?? '#000' });
      x += advance * (size / font.unitsPerEm) + spacing;
    }
    chunk.end = x;
  }
  const paths = new Map<string, string[]>();
  for (const chunk of chunks) {
    const width = chunk.end - chunk.start;
    const shift = chunk.anchor === 'middle' ? -width / 2 : chunk.anchor === 'end' ? -width : 0;
    for (const placed of chunk.glyphs) {
      const data = glyphPath(placed.glyph, placed.size, placed.x + shift, placed.y);
      if (data) paths.set(placed.fill, [...(paths.get(placed.fill) ?? []), data]);
    }
  }
  const kept = Object.entries(own)
    .filter(([name]) => !INHERITED.includes(name as (typeof INHERITED)[number]) && name !== 'x' && name !== 'y')
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return [...paths].map(([fill, data]) => `<path${kept} fill="${fill}" d="${data.join('')}"/>`).join('');
}

/**
 * How much text an upload may have outlined: a thumbnail's title and labels are a few dozen
 * characters, and each one drawn weighs ~150 bytes; beyond it, all the text stays text.
 */
export const MAX_OUTLINED_CHARACTERS = 1_000;

/** The characters of the SVG's texts (their content without markup). */
function textCharacters(svg: string): number {
  let count = 0;
  for (const [text] of svg.matchAll(/<text\b[\s\S]*?<\/text>/g)) count += text.replace(/<[^>]*>/g, '').length;
  return count;
}

function outlineOrKeep(markup: string, inherited: Style, strict: boolean): string {
  try {
    const problem = textProblem(markup, inherited);
    if (problem) throw new CannotOutlineError(`Cannot draw as outlines: ${problem}.`);
    return outline(markup, inherited);
  } catch (error) {
    if (strict || !(error instanceof CannotOutlineError)) throw error;
    return markup;
  }
}

/**
 * The SVG with its `<text>` elements outlined; the style a text inherits is read from its open
 * ancestors. A text that cannot be drawn exactly throws (CannotOutlineError) when `strict`, and is
 * kept as text otherwise, as is all the text of an SVG with more than MAX_OUTLINED_CHARACTERS of it.
 */
export function outlineText(svg: string, { strict }: { strict: boolean }): string {
  if (!strict && textCharacters(svg) > MAX_OUTLINED_CHARACTERS) return svg;
  const stack: Style[] = [{}];
  let out = '';
  let at = 0;
  for (const match of svg.matchAll(/<text\b[\s\S]*?<\/text>|<\/?[\w:-]+\b[^>]*>/g)) {
    const tag = match[0];
    out += svg.slice(at, match.index);
    at = match.index + tag.length;
    if (tag.startsWith('<text')) {
      out += outlineOrKeep(tag, stack.at(-1)!, strict);
      continue;
    }
    out += tag;
    if (tag.startsWith('</')) stack.pop();
    else if (!tag.endsWith('/>')) {
      const own = attributes(tag);
      const style: Style = { ...stack.at(-1) };
      for (const name of INHERITED) if (own[name] !== undefined) style[name] = own[name];
      stack.push(style);
    }
  }
  return out + svg.slice(at);
}
