// Server rendering of a page for one visitor: the shell's Node build renders the layout and the
// route's screen from the visitor's builds of the remotes; the result goes into the shell's
// index.html with the head links of the screens it used. Without a shell server build, or when the
// shell itself fails, the page goes out unrendered and the browser renders it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Choice } from '../../remotes/choose-channel.ts';
import type { NodeBuilds } from '../../remotes/node-builds.ts';
import type { PageAnswers } from '../../lib/page-answers.ts';
import { inProcessTransport, withVisitor } from './in-process-transport.ts';
import { assetLinks, exposedScreens, screenAssets, type ScreenAssets } from './remote-assets.ts';
import { isRemoteName, type AdFirstRender, type RemoteServerEntries, type RenderResult } from 'contracts';
import { createRenderSlots } from './render-slots.ts';
import { watchLoopTurn } from './loop-turn.ts';
import { loadShellServerBuild } from './shell-renderer.ts';

export interface RenderedPage {
  /** Markup for #root, or null when the browser renders the page. */
  body: string | null;
  head: string;
  queries: unknown;
  /** "remote/Module" keys rendered on the server. */
  modules: string[];
  clientOnly: string[];
}

export interface PageRenderer {
  /** `answers`: what the page's loader already read; the screens' calls for it are answered from there. */
  render(url: string, ip: string, choices: Record<string, Choice>, ads: AdFirstRender, answers?: PageAnswers): Promise<RenderedPage>;
  /** Loads every screen of these builds, then renders `urls` once, so the first visitors are served warm. */
  warm(choices: Record<string, Choice>, urls: string[], ads: AdFirstRender): Promise<void>;
}

export interface PageRendererOptions {
  app: FastifyInstance;
  shellDir: string;
  /** The remotes' Node builds ready on disk (fetched from their origin and checked). */
  builds: NodeBuilds;
  budgetMs: number;
  /** Renders at once; others wait up to RENDER_WAIT_MS (at most RENDER_QUEUE of them), beyond that the page goes out unrendered. */
  concurrency: number;
  /** While the event loop runs this late (ms), pages go out unrendered; 0: never. */
  shedDelayMs: number;
  log: FastifyBaseLogger;
}

/** How long a render waits for a free slot before the page goes out unrendered. */
const RENDER_WAIT_MS = 1000;
/**
 * How many renders may wait: bounded by the wait above rather than by this count (renders start one
 * per turn of the loop, so under load they wait here, decision 0056); a page takes 5–15 ms, so more
 * than this many would not start within the wait anyway.
 */
const RENDER_QUEUE = 256;

export const UNRENDERED: RenderedPage = { body: null, head: '', queries: null, modules: [], clientOnly: [] };

/** The Node builds of the chosen remotes that are ready; a remote without one is left to the browser. */
function serverEntries(builds: NodeBuilds, choices: Record<string, Choice>): RemoteServerEntries {
  const entries: RemoteServerEntries = {};
  for (const [remote, choice] of Object.entries(choices)) {
    const build = builds.get(remote, choice.version, choice.entry);
    if (isRemoteName(remote) && build) entries[remote] = build.entry;
  }
  return entries;
}

function screensOf(result: RenderResult, builds: NodeBuilds, choices: Record<string, Choice>): ScreenAssets[] {
  const screens: ScreenAssets[] = [];
  for (const key of [...result.rendered, ...Object.keys(result.clientOnly)]) {
    const [remote = '', screen = ''] = key.split('/');
    const choice = choices[remote];
    const build = choice && builds.get(remote, choice.version, choice.entry);
    const assets = build && screenAssets(build.dir, choice.script, screen);
    if (assets) screens.push(assets);
  }
  return screens;
}

export async function createPageRenderer({
  app,
  shellDir,
  builds,
  budgetMs,
  concurrency,
  shedDelayMs,
  log,
}: PageRendererOptions): Promise<PageRenderer> {
  const build = loadShellServerBuild(shellDir, log);
  if (!build) return { render: async () => UNRENDERED, warm: async () => undefined };
  const slots = createRenderSlots(concurrency, RENDER_QUEUE, RENDER_WAIT_MS);
  const loopTurn = shedDelayMs > 0 ? watchLoopTurn() : null;
  if (loopTurn) app.addHook('onClose', async () => loopTurn.close());
  /** The safety net behind the one-render-a-turn start: a turn that still ran past the bound sheds the pages left in it. */
  const overloaded = () => !!loopTurn && loopTurn.lateMs() > shedDelayMs;
  await build.setup({ transport: inProcessTransport(app) });
  /** Renders when a render slot is free within the wait; else the page goes out unrendered. */
  const renderInSlot: PageRenderer['render'] = async (url, ip, choices, ads, answers) => {
    const release = await slots.acquire();
    if (!release) return UNRENDERED;
    try {
      const result = await withVisitor(
        ip,
        budgetMs,
        () => build.render({ url, remotes: serverEntries(builds, choices), budgetMs, ads }),
        answers,
      );
      for (const [key, reason] of Object.entries(result.clientOnly)) log.warn({ url, section: key, reason }, 'section left to the browser');
      return {
        body: result.html,
        // antd first, as its runtime inserts its styles ahead of the screens' stylesheets in the browser.
        head: result.styles + assetLinks(screensOf(result, builds, choices)),
        queries: result.queries,
        modules: result.rendered,
        clientOnly: Object.keys(result.clientOnly),
      };
    } catch (error) {
      log.error({ err: error, url }, 'server rendering failed: the browser renders the page');
      return UNRENDERED;
    } finally {
      release();
    }
  };
  return {
    async warm(choices, urls, ads) {
      const screens = Object.entries(choices).flatMap(([remote, choice]) => {
        const ready = builds.get(remote, choice.version, choice.entry);
        return ready ? exposedScreens(ready.dir).map((screen) => `${remote}/${screen}`) : [];
      });
      const failed = await build.preload(serverEntries(builds, choices), screens);
      if (failed.length > 0) log.warn({ screens: failed }, 'screens the server could not preload: the browser renders them');
      // Loading the screens kept the loop busy: these renders are not shed.
      for (const url of urls) await renderInSlot(url, '127.0.0.1', choices, ads);
    },
    render: (url, ip, choices, ads, answers) => (overloaded() ? Promise.resolve(UNRENDERED) : renderInSlot(url, ip, choices, ads, answers)),
  };
}
