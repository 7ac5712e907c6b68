// Waiting for the browser to say something is on screen (Paint Timing, Element Timing): a frame's
// own callbacks run before that frame is shown.

/**
 * Resolves once the browser reports a performance entry of `type` that `matches` (one reported
 * earlier counts); after the next frame where that entry type is not supported; and, with
 * `waitMs`, within that time in any case.
 */
export function whenReported(type: string, matches: (entry: PerformanceEntry) => boolean, waitMs?: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type)) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(matches)) done();
      });
      observer.observe({ type, buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    if (waitMs !== undefined) setTimeout(done, waitMs);
  });
}
