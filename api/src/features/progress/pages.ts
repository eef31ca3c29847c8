// The public progress page in the page catalogue: /u/<handle>/roadmap answers 200 when the member
// shows their progress, 404 otherwise (off, unknown handle, disabled account); a handle in capitals
// goes to its lower-case address. Kept out of search engines (it is the member's page, not the site's)
// and out of the render cache (api/src/web/page-cache/page-key.ts), so turning it off hides it at once.
import { absoluteUrl, type Config } from '../../config.ts';
import type { PageCatalog } from '../seo/pages.ts';
import { fullTitle } from '../seo/site.ts';
import type { ProgressService } from './service.ts';

export function addProgressPages(pages: PageCatalog, progress: ProgressService, config: Pick<Config, 'publicUrl'>): void {
  pages.addResolver('/u/', async (_path, segments) => {
    const [, handle, page, ...extra] = segments;
    if (handle === undefined || page !== 'roadmap' || extra.length > 0) return null;
    const lower = handle.toLowerCase();
    if (!(await progress.isPublic(lower))) return null;
    const path = `/u/${encodeURIComponent(lower)}/roadmap`;
    if (lower !== handle) return { kind: 'redirect', status: 301, location: path };
    return {
      kind: 'page',
      status: 200,
      meta: {
        title: fullTitle(`@${lower}’s AI Roadmap progress`),
        description: `The steps of the AI Roadmap @${lower} has done, is learning or skipped, and the days they made progress.`,
        canonicalUrl: absoluteUrl(config, path),
        imageUrl: null,
        type: 'website',
        noindex: true,
      },
    };
  });
}
