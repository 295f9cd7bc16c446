import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhileLost } from 'shared-ui/focus-heading';

/**
 * After the route changes, a focus left with the old page (on the body: the link or button that
 * led here is gone) goes to the new page's main heading once it shows, as it does after a dialog.
 * Screens that move the focus themselves, and a control that stayed (a navbar link), keep theirs.
 * Not on the first page: its first paint keeps its own focus (shared-api/first-paint).
 */
export function useFocusAfterNavigation(mainId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusHeadingWhileLost(document.getElementById(mainId));
  }, [pathname, mainId]);
}
