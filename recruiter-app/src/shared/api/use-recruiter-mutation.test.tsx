import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AppStateProvider } from 'shared-api/app-state';
import { createTestQueryClient } from 'shared-api/testing/query-client';
import { useRecruiterMutation } from './use-recruiter-mutation';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <AppStateProvider>
        {children}
        <ToastContainer />
      </AppStateProvider>
    </QueryClientProvider>
  );
}

describe('useRecruiterMutation', () => {
  // The screens' tests answer one call at a time. Moves made in a row are several in flight: a
  // mutate's own callbacks would hear only the latest, which is why the toasts are the helper's.
  it('tells the answer of every call made in a row, not only the latest', async () => {
    const answers = new Map<number, () => void>();
    const { result } = renderHook(
      () =>
        useRecruiterMutation({
          call: (_token, n: number) =>
            new Promise<string>((resolve) => answers.set(n, () => resolve(`Saved ${n}`))),
        }),
      { wrapper },
    );
    await act(async () => {
      const both = Promise.all([1, 2].map((n) => result.current.mutateAsync(n)));
      await vi.waitFor(() => expect(answers.size).toBe(2));
      answers.get(1)?.();
      answers.get(2)?.();
      await both;
    });

    expect(await screen.findByText('Saved 1')).toBeInTheDocument();
    expect(await screen.findByText('Saved 2')).toBeInTheDocument();
  });
});
