// The server's markup of each remote section, read before hydration: a section whose code then fails
// or hangs keeps showing it (RemoteModule) instead of an empty panel.
import { SECTION_ATTRIBUTE } from 'shared';

export function readServerMarkup(root: HTMLElement): ReadonlyMap<string, string> {
  const markup = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}]`)) {
    const key = element.getAttribute(SECTION_ATTRIBUTE);
    if (key && !markup.has(key)) markup.set(key, element.innerHTML);
  }
  return markup;
}
