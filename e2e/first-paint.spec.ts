// The first paint is final: the server's page, as a browser without JavaScript shows it, looks exactly
// as the same page once the browser has run its scripts (hydrated, styles inserted by antd's runtime,
// session known). Every visible element keeps its box and its key styles; a difference is a jump or a
// restyle the visitor sees after the first paint (and the look a visitor without JavaScript keeps).
import { expect, test, type Browser } from '@playwright/test';
import { VISITOR_PAGES } from './support/visitor-pages.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';

interface Look {
  text: string;
  [property: string]: string;
}

/** Every visible element under #root (<noscript> content aside) by its place in the tree: its box in the page and its key styles. */
function looks(): Record<string, Look> {
  const properties = [
    'color',
    'background-color',
    'border-top-width',
    'border-top-color',
    'border-left-color',
    'border-radius',
    'box-shadow',
    'font-size',
    'font-weight',
    'line-height',
    'padding-top',
    'padding-left',
    'display',
    'opacity',
    'text-decoration-line',
  ];
  // Cards and an article's parts below the screen are skipped by the browser until they come near
  // it (`content-visibility: auto`, decision 0054) and measure as an estimate until then, which
  // depends on what the browser happened to draw: both pages are measured fully laid out.
  const laidOut = document.createElement('style');
  laidOut.textContent = '* { content-visibility: visible !important; }';
  document.head.append(laidOut);
  const result: Record<string, Look> = {};
  const visit = (element: Element, path: string) => {
    // What only a browser without JavaScript shows; it must not move anything else (checked by the rest).
    if (element.tagName === 'NOSCRIPT') return;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') {
      const look: Look = {
        text: (element.textContent ?? '').trim().slice(0, 40),
        box: [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(' '),
      };
      for (const property of properties) look[property] = style.getPropertyValue(property);
      result[path] = look;
    }
    [...element.children].forEach((child, index) => visit(child, `${path} > ${child.tagName.toLowerCase()}:${index}`));
  };
  visit(document.getElementById('root')!, '#root');
  return result;
}

async function pageLooks(browser: Browser, path: string, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport });
  const page = await context.newPage();
  await page.route(AD_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.adsbygoogle = [];' }));
  await page.goto(path, { waitUntil: 'networkidle' });
  const result = await page.evaluate(looks);
  await context.close();
  return result;
}

for (const viewport of VIEWPORTS) {
  test.describe(`first paint, ${viewport.name}`, () => {
    for (const path of VISITOR_PAGES) {
      test(`${path}: looks the same without JavaScript and once its scripts have run`, async ({ browser }) => {
        const server = await pageLooks(browser, path, viewport, false);
        const hydrated = await pageLooks(browser, path, viewport, true);
        const differences: string[] = [];
        for (const [where, before] of Object.entries(server)) {
          const after = hydrated[where];
          if (!after) {
            differences.push(`${where} "${before.text}": gone or hidden once the scripts ran`);
            continue;
          }
          for (const property of Object.keys(before))
            if (property !== 'text' && before[property] !== after[property])
              differences.push(`${where} "${before.text}": ${property} ${before[property]} → ${after[property]}`);
        }
        expect(Object.keys(server).length, 'the server rendered the page').toBeGreaterThan(4);
        expect(differences).toEqual([]);
      });
    }
  });
}
