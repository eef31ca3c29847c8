// One ad placement. It reserves its height before the ad fills (no layout shift), renders nothing for
// paid members or without the ad script, and a failed push only logs a warning.
import { useEffect, useRef } from 'react';
import { useSession } from '../auth/use-session.ts';
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

export function AdSlot({ type, name, className }: AdSlotProps) {
  const state = useAdState();
  const { currentUser, ready } = useSession();
  const insRef = useRef<HTMLModElement>(null);
  const slot = adSlot(type, name, state.slotIds);
  // Until the session is known a paid member cannot be told from a visitor: show nothing yet.
  const rendering = slot && ready ? adRendering(state, currentUser?.is_paid_member === true) : 'none';
  const live = rendering === 'live' && slot !== null && slot.slotId !== '';

  useEffect(() => {
    if (!live || !insRef.current || insRef.current.dataset.adsbygoogleStatus) return;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.warn(`Ad slot ${type}.${name} could not be filled`, error);
    }
  }, [live, type, name]);

  if (!slot || rendering === 'none' || (rendering !== 'preview' && slot.slotId === '')) return null;
  const classes = `ad-slot ad-slot--${type}${className ? ` ${className}` : ''}`;
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
    return <aside className={classes} style={{ height: slot.height }} aria-label="Advertisement" data-ad={`${type}.${name}`} />;
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
