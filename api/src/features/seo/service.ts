// sitemap.xml, robots.txt and rss.xml, all with absolute URLs from PUBLIC_URL.
import { absoluteUrl, type Config } from '../../config.ts';
import { escapeXml } from '../../lib/html.ts';
import type { ArticlesService } from '../articles/service.ts';
import type { PageCatalog } from './pages.ts';
import { SITE_DESCRIPTION, SITE_NAME } from './site.ts';

export interface SeoDeps {
  config: Pick<Config, 'publicUrl'>;
  articles: ArticlesService;
  pages: PageCatalog;
}

function rfc822(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toUTCString() : parsed.toUTCString();
}

export function createSeoService({ config, articles, pages }: SeoDeps) {
  return {
    async sitemapXml(): Promise<string> {
      const urls = (await pages.sitemap()).map((entry) => {
        const parts = [`<loc>${escapeXml(absoluteUrl(config, entry.loc))}</loc>`];
        if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
        if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
        if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
        return `  <url>${parts.join('')}</url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robotsTxt(): string {
      return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
    },

    async rssXml(): Promise<string> {
      const all = await articles.all();
      const items = all.map((a) => {
        const link = absoluteUrl(config, `/${a.section}/${encodeURIComponent(a.slug)}`);
        const parts = [
          `<title>${escapeXml(a.title)}</title>`,
          `<link>${escapeXml(link)}</link>`,
          `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
          `<description>${escapeXml(a.description)}</description>`,
          `<pubDate>${rfc822(a.date)}</pubDate>`,
          `<category>${escapeXml(a.section)}</category>`,
          ...a.tags.map((t) => `<category>${escapeXml(t)}</category>`),
        ];
        if (a.thumbnail_url)
          parts.push(
            `<enclosure url="${escapeXml(absoluteUrl(config, a.thumbnail_url))}" length="0" type="${a.thumbnail_url.endsWith('.svg') ? 'image/svg+xml' : a.thumbnail_url.endsWith('.png') ? 'image/png' : a.thumbnail_url.endsWith('.jpg') || a.thumbnail_url.endsWith('.jpeg') ? 'image/jpeg' : 'image/webp'}"/>`,
          );
        return `    <item>${parts.join('')}</item>`;
      });
      const lastBuild =
        all.length > 0
          ? rfc822(
              all
                .map((a) => a.updated)
                .sort()
                .at(-1)!,
            )
          : new Date(0).toUTCString();
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        `    <title>${escapeXml(SITE_NAME)}</title>`,
        `    <link>${escapeXml(absoluteUrl(config, '/'))}</link>`,
        `    <description>${escapeXml(SITE_DESCRIPTION)}</description>`,
        '    <language>en</language>',
        `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
        `    <atom:link href="${escapeXml(absoluteUrl(config, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
        ...items,
        '  </channel>',
        '</rss>',
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
