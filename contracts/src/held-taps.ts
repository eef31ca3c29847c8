// Taps held until the control tapped can answer (decision 0049). A server-rendered page shows its
// buttons before React has hydrated them: a tap on one before the page's script listens, or before
// the code of the section it sits in has arrived, did nothing (React drops a click on a part it
// cannot hydrate there and then). The server puts `installHeldTaps` into the head of a rendered page
// as an inline script: it keeps such a tap, once per control, and replays it as soon as React has
// hydrated the control. Only the controls of the server's markup are held: not one React has
// hydrated, a link, a form that submits without script, markup React does not own (HTML it was
// handed whole, such as an article's body) or a control added later (a third-party widget).

/**
 * Starts holding taps. The server sends this function's source as an inline script, so its body
 * refers to nothing outside itself and holds no comments (they would be sent too). How it works:
 * - React DOM keeps a hydrated element's props on the element under a key that starts with
 *   `__reactProps$` (React 17 to 19): that tells hydrated markup from markup waiting for its code.
 *   A control inside an element React hydrated with `dangerouslySetInnerHTML` is not React's.
 * - The controls of the server's markup are recorded when parsing ends (readyState "interactive",
 *   before the deferred scripts run; DOMContentLoaded comes after them): a control added later (a
 *   third-party widget) never waits for hydration, so it is never held.
 * - A held control is checked every 50 ms and clicked once hydrated; one not hydrated after 60 s (its
 *   code failed) is let go.
 */
export function installHeldTaps(): void {
  const giveUpMs = 60_000;
  const pollMs = 50;
  const controls = 'button, [role="button"]';
  const fromServer = new WeakSet<Element>();
  document.addEventListener('readystatechange', () => document.querySelectorAll(controls).forEach((control) => fromServer.add(control)), {
    once: true,
  });
  const held: { control: HTMLElement; since: number }[] = [];
  let replaying = false;
  let timer = 0;

  const reactProps = (element: Element): Record<string, unknown> | undefined => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return key === undefined ? undefined : (element as unknown as Record<string, Record<string, unknown>>)[key];
  };
  const waiting = (control: Element): boolean => {
    if (reactProps(control)) return false;
    for (let element = control.parentElement; element; element = element.parentElement) {
      const props = reactProps(element);
      if (props) return !props.dangerouslySetInnerHTML;
    }
    return true;
  };
  const replay = () => {
    timer = 0;
    const now = performance.now();
    for (const entry of held.slice()) {
      const due = entry.control.isConnected && !waiting(entry.control);
      if (due || !entry.control.isConnected || now - entry.since > giveUpMs) held.splice(held.indexOf(entry), 1);
      if (!due) continue;
      replaying = true;
      try {
        entry.control.click();
      } finally {
        replaying = false;
      }
    }
    if (held.length > 0) timer = window.setTimeout(replay, pollMs);
  };

  document.addEventListener(
    'click',
    (event) => {
      if (replaying || !(event.target instanceof Element)) return;
      const control = event.target.closest(controls);
      if (!(control instanceof HTMLElement) || control.matches('a[href]')) return;
      if ((document.readyState !== 'loading' && !fromServer.has(control)) || !waiting(control)) return;
      if (control instanceof HTMLButtonElement && control.type !== 'button' && control.form?.hasAttribute('action')) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.some((entry) => entry.control === control)) held.push({ control, since: performance.now() });
      if (timer === 0) timer = window.setTimeout(replay, pollMs);
    },
    true,
  );
}
