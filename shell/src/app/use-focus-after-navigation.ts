import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhileLost } from 'shared-ui/focus-heading';

/**
 * After the route changes, a focus left with the old page (on the body: the link or button that
 * led here is gone) goes to the new page's main heading once it shows, as it does after a dialog.
 * Screens that move the focus themselves, and a control that stayed (a navbar link), keep theirs.
 * Only once the person has pressed a key or a pointer: the first page, and a redirect as it opens
 * (`/dashboard` to Manage Jobs), leave the first Tab to the skip link, and the first paint keeps
 * its own focus (shared-api/first-paint).
 */
export function useFocusAfterNavigation(mainId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('keydown', mark, { capture: true, once: true });
    document.addEventListener('pointerdown', mark, { capture: true, once: true });
    return () => {
      document.removeEventListener('keydown', mark, { capture: true });
      document.removeEventListener('pointerdown', mark, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (interacted.current) focusHeadingWhileLost(document.getElementById(mainId));
  }, [pathname, mainId]);
}
