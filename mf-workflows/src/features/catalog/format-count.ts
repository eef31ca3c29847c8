// A count as the workflow screens show it ("12,345"), written without Intl: a page's first Intl call
// starts ICU, tens of milliseconds of the main thread on a budget phone while the grid hydrates.
export function formatCount(count: number): string {
  return String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
