/**
 * The shell's start, imported by main.tsx once the page has painted: every shared package, the
 * federation runtime, the config and the first render.
 */
import './start-up/zod-without-eval';
import './federation/host-runtime';
import { collectPageErrors } from './federation/telemetry/collector';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { keepTypedFields } from 'shared-api/first-paint/typed-fields';
import { configureApi } from 'shared-api/http';
import { createAppQueryClient } from 'shared-api/query-client';
import { App } from './app/app';
import { registerAppRemotes } from './federation/remote-modules';
import { loadScreens } from './start-up/load-screens';
import { preloadScreen } from './start-up/preload-screen';
import { fetchRuntimeConfig } from './start-up/runtime-config';
import { settledWithin } from './start-up/settled-within';
import { startTelemetryLater } from './start-up/start-telemetry';
import { releaseMap } from './start-up/release-map';

// Errors from here on count against the remote version they came from (start-telemetry.ts).
collectPageErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first paint's fields take typing before the first render replaces them: the screen that
// takes over asks them what the person typed (shared-api/first-paint/typed-fields), and puts
// the focus back on its own control when a keyboard user was on a painted one (kept-focus).
keepTypedFields(container);
keepFirstPaintFocus(container);
const root = createRoot(container);

/**
 * How long the first render waits for the opened page's remote screen. Rendered with the shell,
 * the screen is laid out and painted once, instead of the shell first and the screen again a
 * moment later while its start waits behind that work (decision 21). A slow remote waits no
 * longer than this: the shell then shows, and the screen's loading state with it.
 */
const SCREEN_WAIT_MS = 400;

fetchRuntimeConfig()
  .then(async (config) => {
    configureApi({ baseURL: config.apiBaseUrl });
    registerAppRemotes(config.remotes);
    const screens = await loadScreens(config.remotes);
    const queryClient = createAppQueryClient();
    await settledWithin(preloadScreen(window.location.pathname, screens), SCREEN_WAIT_MS);
    // As a transition, React renders the page in slices of a few milliseconds instead of one
    // task of about 25 ms (100 ms at Lighthouse's 4x slower phone): the static frame is already
    // painted, so nothing waits on it, and input is not blocked meanwhile (docs/performance.md).
    startTransition(() => {
      root.render(
        <App
          config={config}
          screens={screens}
          queryClient={queryClient}
          releaseOverrides={releaseMap().overrides}
        />,
      );
    });
    startTelemetryLater(config, screens);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p role="alert" style={{ padding: 32 }}>
        The site could not start: its configuration did not load. Please reload the page.
      </p>,
    );
  });
