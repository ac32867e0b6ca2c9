import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Issue 12: whether `content` (laid out at its natural width) fits in `box`'s width; follows resizes of
 * both (a window resize, another language). True where it cannot be measured (no ResizeObserver).
 */
export const useFits = (box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) => {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setFits(Math.ceil(inner.scrollWidth) <= outer.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [box, content]);
  return fits;
};
