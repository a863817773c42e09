/**
 * Whether an element is at least partly inside the viewport (IntersectionObserver), for widgets
 * that should not interrupt a visitor who is busy elsewhere on the page. `true` where the
 * browser (or a test DOM) has no IntersectionObserver, and until the first observation.
 * @module
 */
import { useEffect, useState, type RefObject } from 'react';

/** Whether `ref`'s element is on screen; follows scrolling and layout changes. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
