import { useEffect, useState } from 'react';

/** docs/product/navigation.md#navigation-bar: the bar restyles after 10 px of scroll. */
export const RESTYLE_SCROLL_PX = 10;

export function useScrolled(threshold = RESTYLE_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // Reading the scroll position lays the page out when it is not up to date: the first reading waits
    // for the next frame, which lays it out anyway, rather than running in the effect (decision 0060:
    // after a tap made while the page hydrates, the effects run in the tap's task).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
