// What a visitor typed into a server-rendered form before React hydrated it (decision 0046). While
// the page's code loads and hydrates (in a transition, decision 0036, and a section only once it is
// wanted, decision 0023) the server's fields already take input, but React sees none of it: it keeps
// the DOM's value while hydrating, and the component's state (a `useState`, antd's form store) stays
// at its initial value. The next render of the field then writes that value back, and a submit reads
// it: the typed text is lost. Right after hydration this reads the text fields' current values and
// hands the non-empty ones to the form, which puts them into its state.
import { useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';

/** Field types whose value is text a visitor types (not a choice, a file or a button). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/** The non-empty text values of the fields inside `container`, by their `name` (or `id` when unnamed). */
function typedValues(container: Element | null | undefined): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!container) return typed;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const key = field.name || field.id;
    if (key && field.value !== '') typed[key] = field.value;
  }
  return typed;
}

/**
 * Once the component has hydrated the server's markup, passes what was typed into its fields before
 * then (`apply` is not called when nothing was, nor for a form the browser rendered itself).
 */
export function useValuesTypedBeforeHydration(
  container: () => Element | null | undefined,
  apply: (typed: Record<string, string>) => void,
): void {
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const read = useRef(false);
  // A layout effect: it runs in hydration's commit, before any later render of a field could write
  // the state's empty value over the typed one.
  useLayoutEffect(() => {
    if (!fromServer || read.current) return;
    read.current = true;
    const typed = typedValues(container());
    if (Object.keys(typed).length > 0) apply(typed);
  }, [apply, container, fromServer]);
}
