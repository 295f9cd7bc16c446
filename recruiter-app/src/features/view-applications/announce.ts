import { toast } from 'react-toastify';

/**
 * Toasts a move's answer. Per call, as a mutation's per-call callbacks would only see the latest
 * of several moves made in a row.
 */
export function announce(result: Promise<string>, onRefused?: () => void) {
  void result.then(
    (message) => toast.success(message),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : 'Something went wrong';
      // The shell toasts a failed call too: one id shows it once.
      toast.error(message, { toastId: message });
      onRefused?.();
    },
  );
}
