import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Bounce, ToastContainer } from 'react-toastify';
import { AppStateProvider } from 'shared-api/app-state';
import { createAppQueryClient } from 'shared-api/query-client';
import { AppRoutes } from './app-routes';

/** The shell owns the one QueryClient, the app state and the toasts; remotes read them. */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
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
      </AppStateProvider>
    </QueryClientProvider>
  );
}
