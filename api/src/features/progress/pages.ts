// The loader of /u/<handle>/roadmap (the page table's `profile` loader, decision 0030): 200 when the
// member shows their progress, the site's 404 otherwise (off, unknown handle, disabled account); a
// handle in capitals goes to its lower-case address. Kept out of search engines (it is the member's
// page, not the site's) and out of the render cache (the route is `personal`), so turning it off hides
// it at once. Its one read is the public progress the screen shows, handed to the render.
import { absoluteUrl, type Config } from '../../config.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { notFoundPage, type PageCatalog } from '../seo/pages.ts';
import { fullTitle } from '../seo/site.ts';
import type { ProgressService } from './service.ts';

export function setProgressPageLoader(pages: PageCatalog, progress: ProgressService, config: Pick<Config, 'publicUrl'>): void {
  pages.setLoader('profile', {
    async load({ params, answers }) {
      const handle = params.handle ?? '';
      const lower = handle.toLowerCase();
      if (lower !== handle) return { kind: 'redirect', status: 301, location: `/u/${encodeURIComponent(lower)}/roadmap` };
      try {
        answers.put('GET progress/public/:handle/', { handle }, await progress.publicProgress(handle));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        answers.putNotFound('GET progress/public/:handle/', { handle }, error.message);
        return notFoundPage();
      }
      return {
        kind: 'page',
        status: 200,
        meta: {
          title: fullTitle(`@${handle}’s AI Roadmap progress`),
          description: `The steps of the AI Roadmap @${handle} has done, is learning or skipped, and the days they made progress.`,
          canonicalUrl: absoluteUrl(config, `/u/${encodeURIComponent(handle)}/roadmap`),
          imageUrl: null,
          type: 'website',
          noindex: true,
        },
      };
    },
  });
}
