// What a rendered page's bytes depend on, and so its cache key: the path with the query parameters the
// screens read (others, such as utm_*, are neither rendered nor keyed), the audience the server can
// tell (it never sees the session: only the ad-free hint of a paid member), the remote builds chosen
// for the visitor and the shell's page template. What the page shows, for purges, is in ../page-tags.ts.
import type { Choice } from '../../remotes/choose-channel.ts';
import type { Encoding } from './page-store.ts';

/** The query parameters a page screen reads (sections and the catalogue: page; search: q; catalogue: search, sort, commercial, vram). */
const READ_PARAMS = ['page', 'q', 'search', 'sort', 'commercial', 'vram'] as const;

export type Audience = 'public' | 'ad-free';

/** The path and the query the screens read, in a fixed order: what the server renders. */
export function pageAddress(pathname: string, search: string): string {
  if (search.length <= 1) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of READ_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** buildsOf's answers for choices used again (the stable builds, the same object for every visitor while no canary runs). */
const builds = new WeakMap<Record<string, Choice>, string>();

/** The builds in the page (its payload names each chosen remote's channel, version and manifest). */
function buildsOf(choices: Record<string, Choice>): string {
  let text = builds.get(choices);
  if (text === undefined) {
    text = Object.entries(choices)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([remote, { channel, version, entry }]) => `${remote}=${channel}:${version}:${entry}`)
      .join(',');
    builds.set(choices, text);
  }
  return text;
}

export function pageKey(address: string, audience: Audience, choices: Record<string, Choice>, template: string): string {
  return `${address}|${audience}|${buildsOf(choices)}|${template}`;
}

/** Answers for the Accept-Encoding values seen last (browsers send a few distinct ones), at most 64 of at most 200 characters. */
const encodings = new Map<string, Encoding>();
const ENCODINGS_KEPT = 64;
const ENCODING_KEPT_LENGTH = 200;

/** The encoding to send: brotli, else gzip, else the bytes as they are (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding {
  const value = header ?? '';
  let encoding = encodings.get(value);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(value);
    if (value.length <= ENCODING_KEPT_LENGTH) {
      if (encodings.size >= ENCODINGS_KEPT) encodings.clear();
      encodings.set(value, encoding);
    }
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match against a (weak) ETag: a weak comparison, as for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}
