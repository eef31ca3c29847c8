// One ad placement. It reserves its height before the ad fills (no layout shift), renders nothing for
// paid members or without the ad script, and a failed push only logs a warning.
//
// The space is in the server's first HTML already (for visitors without the ad-free hint), so nothing
// moves when the page hydrates or the script arrives. When the script fails (an ad blocker), a slot
// whose space the visitor may be looking at stays as an empty space for this page, since removing it
// would move what they read; the others go at once, and the next pages have none.
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '../auth/use-session.ts';
import { AdFirstRenderContext } from './ad-first-render.ts';
import { adRendering } from './ad-state.ts';
import { useAdState } from './use-ad-state.ts';
import { adSlot, type AdType } from './slot-table.ts';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export interface AdSlotProps {
  type: AdType;
  name: string;
  className?: string;
}

/** Whether any part of the element is inside the viewport. */
function inViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

export function AdSlot({ type, name, className }: AdSlotProps) {
  const state = useAdState();
  const first = useContext(AdFirstRenderContext);
  const { currentUser, ready } = useSession();
  const insRef = useRef<HTMLModElement>(null);
  const spaceRef = useRef<HTMLElement>(null);
  const reserved = useRef(false);
  const [released, setReleased] = useState(false);
  const slot = adSlot(type, name, state.slotIds);
  // Until the session is known, the hint cookie tells a paid member from a visitor.
  const adFree = ready ? currentUser?.is_paid_member === true : first.adFree;
  const rendering = slot ? adRendering(state, adFree) : 'none';
  const live = rendering === 'live' && slot !== null && slot.slotId !== '';
  const unfilled = rendering === 'none' && state.script === 'failed' && !adFree && reserved.current && !released;

  useLayoutEffect(() => {
    if (rendering === 'reserved' && spaceRef.current) reserved.current = true;
    // Before the browser paints: a space out of sight goes now; one in sight stays.
    if (unfilled && spaceRef.current && !inViewport(spaceRef.current)) setReleased(true);
  }, [rendering, unfilled]);

  useEffect(() => {
    if (!live || !insRef.current || insRef.current.dataset.adsbygoogleStatus) return;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.warn(`Ad slot ${type}.${name} could not be filled`, error);
    }
  }, [live, type, name]);

  const classes = `ad-slot ad-slot--${type}${className ? ` ${className}` : ''}`;
  if (unfilled && slot) {
    return (
      <aside ref={spaceRef} className={classes} style={{ height: slot.height }} aria-hidden="true" data-ad-unfilled={`${type}.${name}`} />
    );
  }
  if (!slot || rendering === 'none' || (rendering !== 'preview' && slot.slotId === '')) return null;
  if (rendering === 'preview') {
    return (
      <aside
        className={`${classes} ad-slot--preview`}
        style={{ height: slot.height }}
        aria-label="Advertisement placeholder"
        data-ad={`${type}.${name}`}
      >
        Ad · {type} {name}
      </aside>
    );
  }
  if (rendering === 'reserved') {
    return (
      <aside ref={spaceRef} className={classes} style={{ height: slot.height }} aria-label="Advertisement" data-ad={`${type}.${name}`} />
    );
  }
  return (
    <aside className={classes} style={{ height: slot.height }} aria-label="Advertisement" data-ad={`${type}.${name}`}>
      <ins
        ref={insRef}
        className="adsbygoogle"
        style={{ display: 'block', height: slot.height }}
        data-ad-client={state.client}
        data-ad-slot={slot.slotId}
        data-ad-format={slot.format}
        {...(slot.layout ? { 'data-ad-layout': slot.layout } : {})}
        {...(slot.layoutKey ? { 'data-ad-layout-key': slot.layoutKey } : {})}
        {...(slot.fullWidthResponsive ? { 'data-full-width-responsive': 'true' } : {})}
      />
    </aside>
  );
}
