import { useEffect } from 'react';

export interface PageHead {
  title: string;
  /** The page's meta description; the one already in the document stays when omitted. */
  description?: string;
}

function setMeta(selector: string, create: () => HTMLMetaElement, content: string) {
  const meta = document.head.querySelector<HTMLMetaElement>(selector) ?? create();
  meta.content = content;
  if (!meta.isConnected) document.head.append(meta);
}

function metaNamed(attribute: 'name' | 'property', value: string) {
  return () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, value);
    return meta;
  };
}

/**
 * Sets the document's title and description for the screen that calls it. The server sends the
 * same ones in the HTML of the public pages (shared-api/page-head); this keeps them right after
 * a navigation inside the app, which loads no new HTML.
 */
export function usePageHead({ title, description }: PageHead): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    setMeta('meta[name="description"]', metaNamed('name', 'description'), description);
  }, [title, description]);
}
