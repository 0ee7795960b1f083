import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): the
 * map, below the list on a phone, loads its code and its outline only when the visitor scrolls
 * towards it, as a lazy image does. Where IntersectionObserver is missing it is true at once.
 * Returns the flag and a ref callback for the element.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver !== 'function') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [near, ref];
}
