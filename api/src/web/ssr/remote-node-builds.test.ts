// The page renderer hands the shell only Node builds that match the registry's hash: a build whose
// release manifest does not match is left out (the shell then leaves its section to the browser),
// and a matching one is rendered from the instance's checked copy in the disk cache.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { writeRegistry, testSiteForSuite } from '../../../test/helpers.ts';
import { integrityOf, writeReleaseManifest } from '../../remotes/release-manifest.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AI Creator Hub</title></head><body><div id="root"></div></body></html>`;
/** A shell Node build that shows which remote Node builds it was given. */
const SHELL_RENDER = `
exports.setup = async () => undefined;
exports.preload = async () => [];
exports.render = async (request) => ({
  html: '<main id="entries">' + JSON.stringify(request.remotes) + '</main>',
  styles: '',
  queries: null,
  rendered: [],
  clientOnly: {},
});
`;
const ENTRY = '/remotes/mf-content/1.0.0/mf-manifest.json';

describe('remote Node builds given to the shell', () => {
  const site = testSiteForSuite({
    web: {
      'shell/index.html': INDEX,
      'shell/server/render.js': SHELL_RENDER,
      'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content","exposes":[]}',
      'remotes/mf-content/1.0.0/server/remoteEntry.js': 'module.exports = {};',
    },
    config: { pageCacheMb: 0 },
  });
  let integrity: string;
  beforeAll(async () => {
    integrity = writeReleaseManifest(join(site.webDir, 'remotes', 'mf-content', '1.0.0'));
  });

  const entries = async () => {
    const html = (await site.app.inject({ method: 'GET', url: '/tutorials' })).body;
    return JSON.parse(/<main id="entries">(.*?)<\/main>/.exec(html)?.[1] ?? 'null') as Record<string, string>;
  };

  it('leaves out a build whose hash does not match, and renders a matching one from the checked copy', async () => {
    await writeRegistry(site, {
      remotes: { 'mf-content': { stable: { version: '1.0.0', entry: ENTRY, integrity: integrityOf(Buffer.from('another build')) } } },
    });
    expect((await entries())['mf-content']).toBeUndefined();

    await writeRegistry(site, { remotes: { 'mf-content': { stable: { version: '1.0.0', entry: ENTRY, integrity } } } });
    expect((await entries())['mf-content']).toMatch(
      new RegExp(`^${site.config.remotesCacheDir}/mf-content/1\\.0\\.0-[0-9a-f]{16}/server/remoteEntry\\.js$`),
    );
  });
});
