import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport (an IntersectionObserver root margin), and
 * from then on: for work worth doing only for what the visitor may see, such as the map's third-party frame or the
 * footer's "open now" line. False in the prerender and through hydration, so both render alike; and where
 * IntersectionObserver does not exist (browsers before 2019), which then keep what they render without it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
