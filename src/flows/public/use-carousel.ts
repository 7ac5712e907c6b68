import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;
export const CAROUSEL_INTERVAL_MS = 3000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The home carousel's behaviour, as a plain hook (no state machine on the public home): it moves
 * to the next slide `intervalMs` after the last change, holds while the page is hidden, and
 * follows swipes and dot taps (each restarts the full interval).
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState(pageHidden);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const onVisibility = () => setHidden(pageHidden());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (hidden || count < 2) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(id);
  }, [index, hidden, count, intervalMs]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      startX.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      startX.current = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? index + 1 : index - 1);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };

  return { index, go, paused: hidden, swipe };
}
