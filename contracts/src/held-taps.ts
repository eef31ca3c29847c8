// Taps held until the control tapped can answer (decision 0049). A server-rendered page shows its
// buttons before React has hydrated them: a tap on one before the page's script listens, or before
// the code of the section it sits in has arrived, did nothing (React drops a click on a part it
// cannot hydrate there and then). The server puts `installHeldTaps` into the head of a rendered page
// as an inline script: it keeps such a tap, once per control, and replays it as soon as React has
// hydrated the control. A form that posts is held the same way (decision 0059: the page's script may
// start after the page's `load`), so what is sent goes through the page's script, not the form's
// no-script answer. A choice is held too: a checkbox or radio tapped is a held tap, and a select's
// new option, which the browser shows at once, is told to React again once it has hydrated the
// select (React would otherwise keep the option it rendered and never see the change). Never held:
// a control React has hydrated, a link, a form that gets an address (a search: the server renders
// its answer), markup React does not own (HTML it was handed whole, such as an article's body) or a
// control added later (a third-party widget).

/**
 * Starts holding taps. The server sends this function's source as an inline script, so its body
 * refers to nothing outside itself and holds no comments (they would be sent too). How it works:
 * - React DOM keeps a hydrated element's props on the element under a key that starts with
 *   `__reactProps$` (React 17 to 19): that tells hydrated markup from markup waiting for its code.
 *   A control inside an element React hydrated with `dangerouslySetInnerHTML` is not React's.
 * - React sets those props while it renders, and may yield (or wait for a lazy part's code) before it
 *   commits: an event sent in between is dropped. A control is answered only once committed: its
 *   fiber (under `__reactFiber$`) and the fibers above it that are new have no Placement or
 *   Hydrating flag left (2 | 4096, the test React's own `getNearestMountedFiber` makes).
 * - The controls of the server's markup are recorded when parsing ends (readyState "interactive",
 *   before the deferred scripts run; DOMContentLoaded comes after them): a control added later (a
 *   third-party widget) never waits for hydration, so it is never held.
 * - A held control is checked every 50 ms and clicked (a held form submitted) once hydrated; one not
 *   hydrated after 60 s (its code failed) is let go, and a form that posts to an address is then sent
 *   there as it would have been without script.
 * - A form is submitted by a click on its submit button (Enter in a field clicks it too) or by
 *   `requestSubmit` without a click (a password manager): both are held.
 * - A select's `change` cannot be undone: the option it shows when chosen is kept, and once the select
 *   is hydrated it is set again and a `change` dispatched, which React's listener on the root reads as
 *   the visitor's (React listens to `change` on a select without comparing values).
 */
export function installHeldTaps(): void {
  const giveUpMs = 60_000;
  const pollMs = 50;
  const controls = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';
  const fromServer = new WeakSet<Element>();
  document.addEventListener(
    'readystatechange',
    () => document.querySelectorAll(`${controls}, form, select`).forEach((control) => fromServer.add(control)),
    {
      once: true,
    },
  );
  const held: { control: Element; since: number; send: () => void; worksWithoutScript: boolean }[] = [];
  let replaying = false;
  let timer = 0;

  /** What React keeps on a DOM node under `<prefix><random suffix>`, if anything. */
  const reactField = <T>(element: Element, prefix: '__reactProps$' | '__reactFiber$'): T | undefined => {
    const key = Object.keys(element).find((name) => name.startsWith(prefix));
    return key === undefined ? undefined : (element as unknown as Record<string, T>)[key];
  };
  const reactProps = (element: Element) => reactField<Record<string, unknown>>(element, '__reactProps$');
  const committed = (element: Element): boolean => {
    type Fiber = { alternate: Fiber | null; flags: number; return: Fiber | null };
    let fiber = reactField<Fiber>(element, '__reactFiber$') ?? null;
    for (; fiber && !fiber.alternate; fiber = fiber.return) if ((fiber.flags & 4098) !== 0) return false;
    return true;
  };
  const waiting = (control: Element): boolean => {
    if (reactProps(control)) return !committed(control);
    for (let element = control.parentElement; element; element = element.parentElement) {
      const props = reactProps(element);
      if (props) return !props.dangerouslySetInnerHTML;
    }
    return true;
  };
  const fromTheServer = (control: Element): boolean => document.readyState === 'loading' || fromServer.has(control);
  const getsAnAddress = (form: HTMLFormElement | null): boolean => form !== null && form.method === 'get' && form.hasAttribute('action');
  const replay = () => {
    timer = 0;
    const now = performance.now();
    for (const entry of held.slice()) {
      const due = entry.control.isConnected && !waiting(entry.control);
      const givenUp = !entry.control.isConnected || now - entry.since > giveUpMs;
      if (due || givenUp) held.splice(held.indexOf(entry), 1);
      if (!due && !(givenUp && entry.worksWithoutScript && entry.control.isConnected)) continue;
      replaying = true;
      try {
        entry.send();
      } finally {
        replaying = false;
      }
    }
    if (held.length > 0) timer = window.setTimeout(replay, pollMs);
  };
  const hold = (event: Event, control: Element, send: () => void, worksWithoutScript: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    const before = held.find((entry) => entry.control === control);
    if (before) before.send = send;
    else held.push({ control, since: performance.now(), send, worksWithoutScript });
    if (timer === 0) timer = window.setTimeout(replay, pollMs);
  };

  document.addEventListener(
    'click',
    (event) => {
      if (replaying || !(event.target instanceof Element)) return;
      const control = event.target.closest(controls);
      if (!(control instanceof HTMLElement) || control.matches('a[href]')) return;
      if (!fromTheServer(control) || !waiting(control)) return;
      const submits = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
      if (getsAnAddress(submits)) return;
      hold(event, control, () => control.click(), submits?.hasAttribute('action') ?? false);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (replaying || !(form instanceof HTMLFormElement) || getsAnAddress(form)) return;
      if (!fromTheServer(form) || !waiting(form)) return;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, form, () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit()), form.hasAttribute('action'));
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (replaying || !(select instanceof HTMLSelectElement)) return;
      if (!fromTheServer(select) || !waiting(select)) return;
      const chosen = select.value;
      hold(
        event,
        select,
        () => {
          select.value = chosen;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        false,
      );
    },
    true,
  );
}
