import { useSyncExternalStore } from 'react';

// Below this width the applicant panel covers the list instead of standing beside it.
const NARROW = '(max-width: 1023.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is as narrow as a phone or a small tablet held upright. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
