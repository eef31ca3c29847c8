// Uploaded SVG thumbnails are rewritten through an allowlist (sanitize-html in XML mode): only
// drawing elements and presentation attributes stay. Scripts, event handlers, <foreignObject>,
// animation (which can set a link to javascript:), <style>, external images and every link that is
// not a reference inside the file (#id) are dropped, however they are spelled or encoded.
// The cleaner takes time that grows faster than the file (35,000 elements in 1 MB held the server
// for 10–15 s), so a drawing is measured first, in one linear pass, and refused beyond a bound no
// thumbnail needs.
import sanitizeHtml from 'sanitize-html';
import { BadImageError } from './images.ts';

/** Elements an SVG thumbnail may have at most (a detailed icon has a few hundred). */
const MAX_SVG_ELEMENTS = 2_000;
/** How deep its elements may nest. */
const MAX_SVG_DEPTH = 64;

const SHAPES = ['svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'a', 'switch', 'marker'];
/** The elements whose content is text. */
const TEXT_CONTENT = ['text', 'tspan', 'textPath'];
const GEOMETRY = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', ...TEXT_CONTENT];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask'];
const FILTERS = [
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feTurbulence',
];

const ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'dx',
  'dy',
  'rotate',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'href',
  'xlink:href',
];

const OPTIONS: sanitizeHtml.IOptions = {
  parser: { xmlMode: true },
  allowedTags: [...SHAPES, ...GEOMETRY, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  // Links may only point inside the file (#id): no scheme at all, no protocol-relative URL.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  // Written as `<rect/>`: the shapes. Never a text element, whose content sanitize-html would then
  // write after it, outside it (the text vanished from uploaded thumbnails until 2026-11-28).
  selfClosing: [...GEOMETRY.filter((tag) => !TEXT_CONTENT.includes(tag)), 'use', 'stop', ...FILTERS],
  disallowedTagsMode: 'discard',
};

/** BadImageError when the drawing has more elements, or nests them deeper, than a thumbnail may. */
function checkComplexity(text: string): void {
  let elements = 0;
  let depth = 0;
  // One pass from each "<" to the next ">": end tags close a level, start tags open one unless they
  // close themselves; comments, CDATA and declarations ("<!", "<?") are neither. A ">" inside a quoted
  // attribute value can only make the count higher.
  for (let start = text.indexOf('<'); start !== -1;) {
    const end = text.indexOf('>', start + 1);
    if (end === -1) break;
    const next = text.charAt(start + 1);
    if (next === '/') depth = Math.max(0, depth - 1);
    else if (/[A-Za-z]/.test(next)) {
      elements += 1;
      if (text.charAt(end - 1) !== '/') depth += 1;
      if (elements > MAX_SVG_ELEMENTS) {
        throw new BadImageError(
          `The SVG thumbnail has more than ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements: simplify it or upload a PNG, JPEG or WebP image.`,
        );
      }
      if (depth > MAX_SVG_DEPTH) {
        throw new BadImageError(
          `The SVG thumbnail nests elements more than ${MAX_SVG_DEPTH} levels deep: simplify it or upload a PNG, JPEG or WebP image.`,
        );
      }
    }
    start = text.indexOf('<', end + 1);
  }
}

/**
 * The SVG with everything outside the allowlist removed; null when nothing of an <svg> is left.
 * BadImageError when it is too complex to clean (MAX_SVG_ELEMENTS, MAX_SVG_DEPTH).
 */
export function sanitizeSvg(text: string): string | null {
  checkComplexity(text);
  const clean = sanitizeHtml(text, {
    ...OPTIONS,
    // Only in-file references survive as links.
    transformTags: {
      '*': (tagName, attribs) => {
        const kept = { ...attribs };
        for (const name of ['href', 'xlink:href']) if (kept[name] !== undefined && !kept[name].trim().startsWith('#')) delete kept[name];
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  return /^<svg[\s>]/.test(clean) ? clean : null;
}
