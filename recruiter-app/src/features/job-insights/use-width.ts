import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, kept up to date; `fallback` until it is measured (and
 * where nothing measures, as in a test without ResizeObserver).
 */
export function useWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // It reports once on observe, after layout and before paint: no frame at the fallback.
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
