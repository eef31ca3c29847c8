// The comments (mf-community) are below the article, so they load when the reader gets near them,
// not with the first view (see README, "Size").
import { useEffect, useRef, useState } from 'react';
import { RemoteModule } from 'shared';
import type { ModuleProps } from 'contracts';

export function CommentsWhenVisible({ postSlug, section }: ModuleProps<'mf-community', 'Comments'>) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return undefined;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor} className="comments-anchor" id="comments">
      {near && <RemoteModule remote="mf-community" module="Comments" props={{ postSlug, section }} />}
    </div>
  );
}
