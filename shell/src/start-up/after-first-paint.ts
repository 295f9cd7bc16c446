/**
 * Settles once the browser has painted what the page holds: after the next frame's rendering,
 * which a task queued from requestAnimationFrame follows. A hidden page renders no frames, so it
 * does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
