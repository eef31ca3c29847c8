// What a rendered page's bytes depend on, and so its cache key: the path with the query parameters the
// screens read (others, such as utm_*, are neither rendered nor keyed), the audience the server can
// tell (it never sees the session: only the ad-free hint of a paid member), the remote builds chosen
// for the visitor and the shell's page template. The tags name what the page shows, for purges.
import { SECTIONS } from 'contracts';
import type { Choice } from '../../remotes/choose-channel.ts';
import type { Encoding } from './page-store.ts';

/** The query parameters a page screen reads (sections and the catalogue: page; search: q; catalogue: search, sort, commercial, vram). */
const READ_PARAMS = ['page', 'q', 'search', 'sort', 'commercial', 'vram'] as const;

export type Audience = 'public' | 'ad-free';

/** The path and the query the screens read, in a fixed order: what the server renders. */
export function pageAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of READ_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Rendered for each request, never stored, never cached by anyone: the staff area, and a member's
 * public progress page (/u/<handle>/…), so that turning it off or deleting the account hides it at once.
 */
export function isUnstoredPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/u/');
}

/** The builds in the page (its payload names each chosen remote's channel, version and manifest). */
function buildsOf(choices: Record<string, Choice>): string {
  return Object.entries(choices)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, { channel, version, entry }]) => `${remote}=${channel}:${version}:${entry}`)
    .join(',');
}

export function pageKey(address: string, audience: Audience, choices: Record<string, Choice>, template: string): string {
  return `${address}|${audience}|${buildsOf(choices)}|${template}`;
}

/** A tag a CDN accepts (no spaces or commas): path segments stay percent-encoded. */
function tagPart(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

/**
 * What the page shows: `home`, `search`, `section:<s>`, `article:<s>/<slug>`, `workflows`,
 * `workflow:<slug>`, `page:<path>` for the others; every page also `pages` and `remote:<name>`
 * for each remote build in it.
 */
export function pageTags(pathname: string, choices: Record<string, Choice>): string[] {
  const [first, second] = pathname.split('/').filter(Boolean).map(tagPart);
  const tags = ['pages'];
  if (first === undefined) tags.push('home');
  else if (first === 'search') tags.push('search');
  else if (first === 'workflows') tags.push('workflows', ...(second ? [`workflow:${second}`, `article:workflows/${second}`] : []));
  else if ((SECTIONS as readonly string[]).includes(first)) tags.push(second ? `article:${first}/${second}` : `section:${first}`);
  else tags.push(`page:/${first}${second ? `/${second}` : ''}`);
  for (const remote of Object.keys(choices).sort()) tags.push(`remote:${remote}`);
  return tags;
}

/** The encoding to send: brotli, else gzip, else the bytes as they are (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
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
