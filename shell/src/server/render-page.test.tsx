// The server render of one page with fake remote containers: a container that answers renders its
// screen with its data in the dehydrated cache; one that fails to load, throws while rendering or is
// slower than the budget leaves its section to the browser while the layout is still rendered.
import { describe, expect, it } from '@jest/globals';
import type { RenderRequest } from 'contracts';
import { renderPage, type ModuleLoader, type ServerModule } from './render-page.tsx';

const PRICING = 'mf-account/PricingPage';
const ADS: RenderRequest['ads'] = { client: '', slotIds: {}, preview: false, adFree: false };

function request(
  budgetMs = 300,
  remotes: RenderRequest['remotes'] = { 'mf-account': '/builds/mf-account/1.0.0/server/remoteEntry.js' },
): RenderRequest {
  return { url: '/pricing', remotes, budgetMs, ads: ADS };
}

/** A container that exposes one screen. */
function container(screen: ServerModule): { load: ModuleLoader; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    load: async (remote, entry, module) => {
      asked.push(`${remote}/${module} from ${entry}`);
      return screen;
    },
  };
}

describe('renderPage', () => {
  it("renders the route's screen from the visitor's build, with the data its prefetch loaded", async () => {
    const { load, asked } = container({
      default: () => <h1>Credit Plans</h1>,
      prefetch: async (queryClient) => {
        queryClient.setQueryData(['plans'], ['starter', 'pro']);
      },
    });
    const result = await renderPage(request(), load);
    expect(asked).toEqual([`${PRICING} from /builds/mf-account/1.0.0/server/remoteEntry.js`]);
    expect(result.html).toContain('<h1>Credit Plans</h1>');
    expect(result.rendered).toEqual([PRICING]);
    expect(result.clientOnly).toEqual({});
    expect(JSON.stringify(result.queries)).toContain('"starter","pro"');
    // The navbar's icons are styled before any script runs, whether the screen uses antd or not.
    expect(result.styles).toContain('rc-util-key="@ant-design-icons"');
    expect(result.styles).toContain('.anticon {');
  });

  it("gives the screen's prefetch the route's params from the page table, and its props", async () => {
    const seen: unknown[] = [];
    const { load, asked } = container({
      default: () => <h1>Install Flux</h1>,
      prefetch: async (_queryClient, context) => {
        seen.push(context);
      },
    });
    const result = await renderPage(
      {
        ...request(),
        url: '/tutorials/install%20flux?page=2',
        remotes: { 'mf-content': '/builds/mf-content/1.0.0/server/remoteEntry.js' },
      },
      load,
    );
    expect(asked).toEqual(['mf-content/ArticlePage from /builds/mf-content/1.0.0/server/remoteEntry.js']);
    expect(result.html).toContain('<h1>Install Flux</h1>');
    expect(seen).toEqual([{ props: { section: 'tutorials', slug: 'install flux' }, params: { slug: 'install flux' }, search: '?page=2' }]);
  });

  it('leaves a screen whose container fails to load to the browser, and still renders the layout', async () => {
    const result = await renderPage(request(), async () => {
      throw new Error('container crashed');
    });
    expect(result.clientOnly).toEqual({ [PRICING]: 'container crashed' });
    expect(result.rendered).toEqual([]);
    expect(result.html).toContain('<footer');
    expect(result.html).not.toContain('Credit Plans');
  });

  it('leaves a screen that throws while rendering to the browser', async () => {
    const { load } = container({
      default: () => {
        throw new Error('screen broke');
      },
    });
    const result = await renderPage(request(), load);
    expect(result.clientOnly).toEqual({ [PRICING]: 'render error: screen broke' });
    expect(result.rendered).toEqual([]);
    expect(result.html).toContain('<footer');
  });

  it('leaves a screen slower than the budget to the browser, without waiting for it', async () => {
    // The container loads only when the test lets it: a render that waited for it would never end.
    let load: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (load = resolve));
    let loaded = false;
    const result = await renderPage(request(100), async () => {
      await loading;
      loaded = true;
      return { default: () => <h1>Credit Plans</h1> };
    });
    load();
    expect(loaded).toBe(false);
    expect(result.clientOnly).toEqual({ [PRICING]: 'slower than 100 ms' });
    expect(result.html).toContain('<footer');
    expect(result.html).not.toContain('Credit Plans');
  });

  it('leaves a remote without a Node build to the browser without asking for it', async () => {
    const { load, asked } = container({ default: () => <h1>Credit Plans</h1> });
    const result = await renderPage(request(300, {}), load);
    expect(asked).toEqual([]);
    expect(result.clientOnly).toEqual({ [PRICING]: 'no server build of mf-account' });
  });
});
