// A short message at the bottom of the screen (the top on a phone), for what a click could not do:
// it reads out (role status), hides after TOAST_MS or on Close, and may carry one action. It is drawn
// in the document's body: a card that moves on hover (a transform) would otherwise hold it.
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './library.css';

/** How long a toast stays (docs/product/constants.md). */
export const TOAST_MS = 4000;

export function Toast({ children, action, onClose }: { children: ReactNode; action?: ReactNode; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return createPortal(
    <div className="library-toast" role="status">
      <span>{children}</span>
      {action}
      <button type="button" className="library-toast__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>,
    document.body,
  );
}
