import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The measured height of `ref`'s element, so the card can set an explicit height and let CSS animate it
 * (SPEC §2: 150 ms). `null` until measured, and always where ResizeObserver is missing (jsdom, old browsers):
 * the card then simply sizes to its content.
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>, content?: unknown): number | null {
  const [height, setHeight] = useState<number | null>(null);
  // `content` changed (another view): measured in the same commit, not at the observer's next frame, which a page
  // whose frames are throttled may not render for seconds
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && typeof ResizeObserver !== 'undefined') setHeight(el.offsetHeight);
  }, [ref, content]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
