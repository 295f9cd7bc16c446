import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppStateProvider } from 'shared-api/app-state';
import { http } from 'shared-api/http';
import { createAppQueryClient } from 'shared-api/query-client';

export type FakeResponse = { status?: number; data: unknown };
export type FakeServer = (
  config: InternalAxiosRequestConfig,
) => FakeResponse | Promise<FakeResponse>;

/** Answers the app's HTTP calls in the test, through axios' own adapter hook. */
export function fakeServer(handler: FakeServer): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data } = await handler(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** A whole screen with the providers the shell gives it: query client, app state, router, toasts. */
export function renderScreen(
  screen: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<p>Moved away</p>} />
          </Routes>
        </MemoryRouter>
        <ToastContainer />
      </AppStateProvider>
    </QueryClientProvider>,
  );
}
