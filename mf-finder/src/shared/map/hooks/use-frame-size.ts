import { useCallback, useLayoutEffect, useState } from 'react';
import { FRAME } from '../lib/map-frame';
import type { Size } from '../lib/map-layout';

/**
 * The map frame's size in CSS pixels, measured before the first paint and again whenever it
 * changes (the frame keeps FRAME's shape at any width), so pins cluster and names are placed
 * by the pixels a visitor sees. Where nothing can be measured (no layout), FRAME's own size.
 */
export function useFrameSize(): [Size, (element: HTMLDivElement | null) => void] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState<Size>(FRAME);
  const ref = useCallback((node: HTMLDivElement | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setSize((old) => (old.width === width ? old : { width, height: (width * FRAME.height) / FRAME.width }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [size, ref];
}
