// Test support: a stand-in for the shell's Node build (dist/shell/server/render.js) that the API
// loads like the real one. Each render of an address is numbered (`render #n`), so a test sees whether a page came
// from the render cache; `?q=fallback` leaves a section to the browser and `?q=slow` takes 300 ms.

export const FAKE_SHELL_RENDER = `
const renders = new Map();
exports.setup = async () => undefined;
exports.preload = async () => [];
exports.render = async (request) => {
  const n = (renders.get(request.url) ?? 0) + 1;
  renders.set(request.url, n);
  if (request.url.includes('q=slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const fallback = request.url.includes('q=fallback');
  return {
    html: '<main data-url="' + request.url + '" data-ad-free="' + request.ads.adFree + '">render #' + n + '</main>',
    styles: '',
    queries: null,
    rendered: ['mf-content/Page'],
    clientOnly: fallback ? { 'mf-content/Slow': 'over the budget' } : {},
  };
};
`;

/** The render number in a page's markup. */
export function renderNumber(html: string): number {
  const match = /render #(\d+)</.exec(html);
  if (!match?.[1]) throw new Error('no server-rendered markup in the page');
  return Number(match[1]);
}
