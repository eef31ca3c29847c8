// Selective hydration of a page's sections (React 19): while the browser hydrates the server's page, a
// section inside a HydrationGate stays as the server sent it (a dehydrated Suspense boundary) until it
// scrolls into view, is touched or focused, or the main thread is idle. The layout and the navbar
// around it hydrate first, and no section's work lands in the task that answers a tap elsewhere.
// Sections mounted after hydration (client-side navigation) render at once.
import { use, type ReactNode } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';

/** The attribute that marks a section's element in the server's markup. */
export const SECTION_ATTRIBUTE = 'data-remote-section';
/** An idle main thread hydrates the sections out of view too, but waits no longer than this. */
const IDLE_TIMEOUT_MS = 2_000;
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const gates = new Map<string, Promise<void>>();

function sectionElement(section: string): Element | null {
  return document.querySelector(`[${SECTION_ATTRIBUTE}="${CSS.escape(section)}"]`);
}

function whenWanted(section: string): Promise<void> {
  const element = sectionElement(section);
  if (!element) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const cleanups: (() => void)[] = [];
    const open = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    // The section's element has `display: contents`: its children are what is on screen.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open());
    for (const child of element.children) observer.observe(child);
    cleanups.push(() => observer.disconnect());
    // Safari has no requestIdleCallback: a timer stands in.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => cancelIdleCallback(idle));
    } else {
      const timer = setTimeout(open, IDLE_TIMEOUT_MS);
      cleanups.push(() => clearTimeout(timer));
    }
    for (const type of WAKE_EVENTS) {
      element.addEventListener(type, open, { capture: true, passive: true });
      cleanups.push(() => element.removeEventListener(type, open, { capture: true }));
    }
  });
}

function gate(section: string): Promise<void> {
  let wanted = gates.get(section);
  if (!wanted) {
    wanted = whenWanted(section);
    gates.set(section, wanted);
  }
  return wanted;
}

/** Holds back the hydration of `children` (inside a Suspense boundary) until the section is wanted. */
export function HydrationGate({ section, children }: { section: string; children: ReactNode }): ReactNode {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== 'undefined') use(gate(section));
  return children;
}
