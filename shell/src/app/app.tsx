import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Bounce, ToastContainer } from 'react-toastify';
import { AppStateProvider } from 'shared-api/app-state';
import { createAppQueryClient } from 'shared-api/query-client';
import { liveOutsideDialogs } from 'shared-ui/dialog';
import { SeekerAuthRoot } from '../auth/seeker-auth-root';
import { ReleaseBadge } from '../releases/release-badge';
import type { RuntimeConfig } from '../start-up/runtime-config';
import type { AppScreen } from '../start-up/screens';
import { QueryErrorWatcher } from '../session/query-error-watcher';
import { StartUpData } from '../session/start-up-data';
import { AppErrorBoundary } from './app-error-boundary';
import { DropServerPageHead } from './drop-server-page-head';
import { AppRoutes } from './app-routes';

/** The shell owns the one QueryClient, the app state, the sign-in and the toasts; remotes read them. */
export function App({
  config,
  screens,
  queryClient: givenClient,
  releaseOverrides = [],
}: {
  config: Pick<RuntimeConfig, 'clerkPublishableKey' | 'signInMode'>;
  /** Every remote's pages, from their manifests (start-up/load-screens.ts). */
  screens: readonly AppScreen[];
  /** boot.tsx creates it before the first render, to start the opened page's requests. */
  queryClient?: QueryClient;
  /** The remote versions pinned for this browser (the page's release map). */
  releaseOverrides?: readonly string[];
}) {
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <BrowserRouter>
          <DropServerPageHead />
          <AppErrorBoundary>
            <SeekerAuthRoot config={config}>
              <QueryErrorWatcher />
              <StartUpData />
              <AppRoutes screens={screens} />
            </SeekerAuthRoot>
          </AppErrorBoundary>
          <ReleaseBadge overrides={releaseOverrides} />
        </BrowserRouter>
        {/* Toasts stay heard while a dialog makes the page inert: they often answer the dialog. */}
        <div {...liveOutsideDialogs}>
          <ToastContainer
            position="top-right"
            autoClose={5000}
            pauseOnHover
            pauseOnFocusLoss
            draggable
            draggablePercent={80}
            hotKeys={(event) => event.altKey && event.code === 'KeyT'}
            transition={Bounce}
          />
        </div>
      </AppStateProvider>
    </QueryClientProvider>
  );
}
