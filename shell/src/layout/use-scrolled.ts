import { useEffect, useState } from 'react';

/** docs/product/navigation.md#navigation-bar: the bar restyles after 10 px of scroll. */
export const RESTYLE_SCROLL_PX = 10;

export function useScrolled(threshold = RESTYLE_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
