// Focus back where it was when a dialog closes. antd's Modal gives it back only after its close
// animation, and the apps unmount a Modal as it closes instead (decision 0064), so the dialog's content
// renders this first: it notes what had focus as the dialog mounts (before an `autoFocus` field inside
// takes it) and focuses that again once the dialog is gone (after antd's focus trap has let go).
import { useEffect, useLayoutEffect, useRef } from 'react';

export function ReturnFocus(): null {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body && !focused.closest('.ant-modal-wrap')) opener.current = focused;
  }, []);
  useEffect(
    () => () => {
      opener.current?.focus();
    },
    [],
  );
  return null;
}
