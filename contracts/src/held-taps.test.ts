import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { installHeldTaps } from './held-taps.ts';

/** How React DOM marks an element it has hydrated: its props under a `__reactProps$<random>` key. */
function markHydrated(element: Element, props: Record<string, unknown> = {}): void {
  Object.assign(element, { __reactProps$k3y: props });
}

const reactProps = (element: Element): unknown => (element as unknown as Record<string, unknown>).__reactProps$k3y;

/** A while: held taps are checked every 50 ms (the page's clock is a fake one). */
const aWhile = async () => {
  jest.advanceTimersByTime(120);
};

/** The server's page: a layout button, a section with a button, a link, forms that post and a search, a body of HTML. */
function page(): { clicks: string[]; sent: string[]; element: (id: string) => HTMLElement; hydrate: (...ids: string[]) => void } {
  document.body.innerHTML = `
    <div id="root">
      <header id="header"><button type="button" id="menu">Open menu</button></header>
      <div id="section" data-remote-section="mf-workflows/WriteUpPage">
        <button type="button" id="check">Check on my ComfyUI</button>
        <a href="#next" role="button" id="link">Next</a>
        <form id="sign-in"><button type="submit" id="submit">Sign In</button></form>
        <form action="/search" id="search"><button type="submit" id="go">Search</button></form>
        <form method="post" action="/contact" id="contact"><input name="email" id="email"><button type="submit" id="send">Send</button></form>
        <form id="toolbar">
          <select id="sort"><option value="newest">Newest</option><option value="title">Title A–Z</option><option value="popular">Most popular</option></select>
          <label id="commercial-label"><input type="checkbox" id="commercial"> Commercial use</label>
        </form>
        <div id="body"><button type="button" id="copy">Copy</button></div>
      </div>
    </div>`;
  document.dispatchEvent(new Event('readystatechange'));
  const clicks: string[] = [];
  // Stands in for React's listener on the root: it sees what reaches the page below the document.
  document.getElementById('root')!.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  // Stands in for the form's own handler (React's) or, where none is hydrated, for the browser's post.
  const sent: string[] = [];
  for (const form of document.querySelectorAll('form'))
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(`${form.id}${reactProps(form) ? '' : ' without script'}`);
    });
  const element = (id: string) => document.getElementById(id)!;
  return { clicks, sent, element, hydrate: (...ids) => ids.forEach((id) => markHydrated(element(id))) };
}

describe('taps held until React has hydrated the control', () => {
  // A new page each time: the script runs in its head, before the markup is parsed.
  beforeEach(() => {
    jest.useFakeTimers();
    installHeldTaps();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps a tap made before hydration and replays it once the control is hydrated, once', async () => {
    const { clicks, element, hydrate } = page();
    element('menu').click();
    element('menu').click();
    await aWhile();
    expect(clicks).toEqual([]);
    hydrate('root', 'header', 'menu');
    await aWhile();
    expect(clicks).toEqual(['menu']);
    element('menu').click();
    expect(clicks).toEqual(['menu', 'menu']);
  });

  it('keeps a tap on a section whose code has not arrived while the layout around it is hydrated', async () => {
    const { clicks, element, hydrate } = page();
    hydrate('root', 'header', 'menu', 'section');
    element('check').click();
    element('submit').click();
    await aWhile();
    expect(clicks).toEqual([]);
    hydrate('check', 'submit');
    await aWhile();
    expect(clicks).toEqual(['check', 'submit']);
  });

  it('never holds a link, a form that gets an address, HTML React was handed whole or a control added later', () => {
    const { clicks, element, hydrate } = page();
    hydrate('root', 'section');
    markHydrated(element('body'), { dangerouslySetInnerHTML: { __html: '<button>Copy</button>' } });
    const widget = document.createElement('div');
    widget.setAttribute('role', 'button');
    widget.id = 'widget';
    element('header').append(widget);
    element('link').click();
    element('go').click();
    element('copy').click();
    widget.click();
    expect(clicks).toEqual(['link', 'go', 'copy', 'widget']);
  });

  it('drops a held tap whose control left the page before it could answer', async () => {
    const { clicks, element } = page();
    element('check').click();
    const check = element('check');
    check.remove();
    markHydrated(check);
    await aWhile();
    expect(clicks).toEqual([]);
  });

  it("keeps a form that posts, sent by its button or by Enter, and sends it through the form's code once hydrated, once", async () => {
    const { sent, element, hydrate } = page();
    hydrate('root', 'section');
    element('send').click();
    element('send').click();
    await aWhile();
    expect(sent).toEqual([]);
    hydrate('contact', 'email', 'send');
    await aWhile();
    expect(sent).toEqual(['contact']);
  });

  it('keeps a form sent without a click (requestSubmit, as a password manager does) until it is hydrated', async () => {
    const { sent, element, hydrate } = page();
    (element('contact') as HTMLFormElement).requestSubmit();
    await aWhile();
    expect(sent).toEqual([]);
    hydrate('root', 'section', 'contact', 'send');
    await aWhile();
    expect(sent).toEqual(['contact']);
  });

  it('sends a held form that posts to its address without script when its code never came (60 s), and drops a held tap', async () => {
    const { clicks, sent, element } = page();
    element('send').click();
    element('check').click();
    jest.advanceTimersByTime(59_000);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2_000);
    expect(sent).toEqual(['contact without script']);
    expect(clicks).toEqual(['send']);
  });

  it("tells React a select's option chosen before hydration, the last one, once the select is hydrated", async () => {
    const { element, hydrate } = page();
    const sort = element('sort') as HTMLSelectElement;
    const seen: string[] = [];
    element('root').addEventListener('change', (event) => seen.push((event.target as HTMLSelectElement).value));
    const choose = (value: string) => {
      sort.value = value;
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('popular');
    choose('title');
    await aWhile();
    expect(seen).toEqual([]);
    // React's first render after hydration puts back the option it rendered.
    hydrate('root', 'section', 'toolbar', 'sort');
    sort.value = 'newest';
    await aWhile();
    expect(seen).toEqual(['title']);
    expect(sort.value).toBe('title');
    choose('newest');
    expect(seen).toEqual(['title', 'newest']);
  });

  it('waits, once React has the control, until React has committed it (an event sent between its render and its commit is dropped)', async () => {
    const { clicks, element, hydrate } = page();
    element('check').click();
    hydrate('root', 'section', 'check');
    // React renders the section's fibers first; the boundary's fiber keeps its Hydrating flag until the commit.
    const boundary = { alternate: null, flags: 4096, return: null };
    Object.assign(element('check'), { __reactFiber$k3y: { alternate: null, flags: 0, return: boundary } });
    await aWhile();
    expect(clicks).toEqual([]);
    boundary.flags = 0;
    await aWhile();
    expect(clicks).toEqual(['check']);
  });

  it('keeps a checkbox tapped before hydration unticked until React can answer, then ticks it through React', async () => {
    const { clicks, element, hydrate } = page();
    const commercial = element('commercial') as HTMLInputElement;
    commercial.closest('label')!.click();
    expect(commercial.checked).toBe(false);
    expect(clicks).toEqual(['commercial-label']);
    hydrate('root', 'section', 'toolbar', 'commercial');
    await aWhile();
    expect(commercial.checked).toBe(true);
    expect(clicks).toEqual(['commercial-label', 'commercial']);
  });
});
