// What a rendered page shows, for purges of the render cache and a CDN (docs/decisions/0013-render-cache.md):
// its route's tags in the contracts' page table (`home`, `article:<section>/<slug>`, `workflow:<slug>`…),
// `page:/<first>/<second>` for a path without a route; every page also `pages` and `remote:<name>`
// for each remote build in it.
import type { PageMatch } from 'contracts';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function pageTags(match: PageMatch | null, pathname: string, remotes: readonly string[]): string[] {
  const own = match
    ? match.route.tags(match.params)
    : [
        `page:/${pathname
          .split('/')
          .filter(Boolean)
          .slice(0, 2)
          .map((segment) => encodeURIComponent(decoded(segment)))
          .join('/')}`,
      ];
  return ['pages', ...own, ...[...remotes].sort().map((remote) => `remote:${remote}`)];
}
