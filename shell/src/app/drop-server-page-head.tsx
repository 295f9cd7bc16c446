import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The server marks `data-page-head` the tags of the HTML it sent that describe that one page (its
 * canonical link, Open Graph, JSON-LD). No screen rewrites them, so once the app has navigated
 * to another path they would describe the wrong page: they go then. A change of the query alone
 * (the home page's search) keeps them, as it keeps the page.
 */
export function DropServerPageHead() {
  const { pathname } = useLocation();
  const [sentFor] = useState(pathname);
  useEffect(() => {
    if (pathname === sentFor) return;
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  }, [pathname, sentFor]);
  return null;
}
