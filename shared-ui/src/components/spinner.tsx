export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center p-8">
      <div className="h-12 w-12 animate-spin rounded-full border-4 border-gray-300 border-t-brand-600" />
    </div>
  );
}

/** The spec's full-screen loading view. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
