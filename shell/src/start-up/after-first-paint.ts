/**
 * Past this, the shell's code runs even though no paint was reported: a page whose paint the
 * browser never reports (or reports very late) still starts. Far above a first paint's usual
 * 0.1 to 0.3 s, so it only ever ends the wait on a page that is not going to paint soon.
 */
export const PAINT_WAIT_MS = 2_000;

/**
 * Settles once the browser has shown what the page holds: when it reports the first contentful
 * paint. That report comes once the frame is on screen, not merely drawn, and on a busy phone the
 * two can be far apart: evaluating the shell's code in between competes with the frame's own
 * raster and compositing, and holds the paint back (docs/performance.md, "Lighthouse"). Without
 * paint timing, after the next frame's rendering, which a task queued from requestAnimationFrame
 * follows. A hidden page renders no frames, so it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    // A page hidden before it painted will not paint until shown again.
    document.addEventListener('visibilitychange', done);
    // Buffered: a paint reported before this module ran counts at once.
    observer.observe({ type: 'paint', buffered: true });
  });
}
