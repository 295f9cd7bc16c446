import { useSyncExternalStore } from 'react';
import { Bounce, cssTransition } from 'react-toastify';

/**
 * Toasts without motion for people who ask their system for less of it (WCAG 2.3.3). The
 * animations still run, for a millisecond: react-toastify moves a toast on at their end.
 */
const Still = cssTransition({ enter: 'toast-still-enter', exit: 'toast-still-exit' });

const LESS_MOTION = '(prefers-reduced-motion: reduce)';

// Some test environments have no matchMedia: motion as usual there.
const query = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(LESS_MOTION) : undefined;

const subscribe = (changed: () => void) => {
  const watched = query();
  watched?.addEventListener('change', changed);
  return () => watched?.removeEventListener('change', changed);
};

/** The toasts' transition: a bounce, or none where the system asks for less motion. */
export function useToastTransition() {
  const less = useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
  return less ? Still : Bounce;
}
