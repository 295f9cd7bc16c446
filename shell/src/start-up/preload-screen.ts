import { loadRemoteModule } from '../federation/remote-modules';
import { screenFor, type AppScreen } from './screens';

/**
 * Starts the opened page's remote screen as soon as the config has arrived, before React
 * renders, so it shows with the shell. What the screen shows first comes with the page
 * (server/src/pages/, shared-api/first-paint/page-data), not from here: the shell knows a screen
 * only by its manifest (docs/performance.md, "Start-up").
 * Returns a promise that settles, never rejecting, once the screen has loaded or failed: boot.tsx
 * waits for it, for a while, before the first render.
 */
export function preloadScreen(pathname: string, screens: readonly AppScreen[]): Promise<void> {
  const screen = screenFor(screens, pathname);
  if (!screen) return Promise.resolve();
  // A failure is kept by remote-modules and shown by the screen's own view.
  return loadRemoteModule(screen.remote, screen.module).then(
    () => {},
    () => {},
  );
}
