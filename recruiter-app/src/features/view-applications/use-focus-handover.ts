import { useCallback, type RefObject } from 'react';

/**
 * A ref for a control that can go while it holds the focus, with no press of its own: an Undo
 * that leaves with its toast when the toast times out. The focus then goes to `target` rather
 * than to the page's body, where the next Tab would start from the top.
 */
export function useFocusHandover(target: RefObject<HTMLElement | null>) {
  // Stable, so that React detaches it only when the control goes (React 19 runs the cleanup while
  // the control is still in the page and focused).
  return useCallback(
    (control: HTMLElement | null) => {
      if (!control) return;
      return () => {
        if (document.activeElement === control) target.current?.focus();
      };
    },
    [target],
  );
}
