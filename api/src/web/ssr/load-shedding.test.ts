// Load shedding by the event loop's turn: while renders keep a turn of the loop running, the requests
// not yet read wait in their sockets where the render slots cannot see them, so once the turn has
// run past SSR_SHED_DELAY_MS the pages go out unrendered (the browser renders them); the next turn
// renders again.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';
import { FAKE_SHELL_RENDER } from '../../../test/fake-shell-build.ts';
import { PRIVATE_PAGE } from '../cache.ts';

const WEB = {
  'shell/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div></body></html>`,
  'shell/server/render.js': FAKE_SHELL_RENDER,
  'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content","exposes":[]}',
};
const SHED_DELAY_MS = 100;

/** Keeps the event loop busy, as a burst of synchronous renders does. */
function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("render shedding by the event loop's turn", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({ web: WEB, config: { ssrShedDelayMs: SHED_DELAY_MS } });
  });
  afterAll(async () => {
    await site.close();
  });
  const page = (i: number) => site.app.inject({ method: 'GET', url: `/search?q=shed&page=${i}` });
  const rendered = (body: string) => body.includes('"rendered":true');

  it('sends pages unrendered once the loop has run late this turn, and renders them in the next', async () => {
    // Rendered once the loop is calm (the start-up's work may still keep it late for a moment).
    let i = 0;
    const calm = async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const answer = await page((i += 1));
        if (rendered(answer.body) || Date.now() > deadline) return answer;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(rendered((await calm()).body)).toBe(true);

    // Pages read in a turn that has already run long, as after a burst of renders.
    blockLoop(SHED_DELAY_MS * 3);
    const burst = await Promise.all([1, 2, 3].map(() => page((i += 1))));
    expect(burst.every((answer) => answer.statusCode === 200 && answer.body.includes('"rendered":false'))).toBe(true);
    // Not pages to keep: the next visitor gets them rendered.
    expect(burst.every((answer) => answer.headers['cache-control'] === PRIVATE_PAGE)).toBe(true);

    expect(rendered((await calm()).body)).toBe(true);
  });

  it('never sheds when SSR_SHED_DELAY_MS is 0', async () => {
    const steady = await createTestSite({ web: WEB, config: { ssrShedDelayMs: 0 } });
    try {
      blockLoop(SHED_DELAY_MS * 3);
      const burst = await Promise.all([1, 2, 3].map((n) => steady.app.inject({ method: 'GET', url: `/search?q=slow&page=${n}` })));
      expect(burst.every((answer) => rendered(answer.body))).toBe(true);
    } finally {
      await steady.close();
    }
  });
});
