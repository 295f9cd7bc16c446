/**
 * The first `limit` characters of text in an HTML fragment, with the markup around them kept
 * whole: a plain slice of the HTML string could cut a tag or an entity in half.
 * The input must already be sanitised (the server does that before storing a description).
 */
export function htmlPreview(html: string, limit: number): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  let remaining = limit;
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (remaining <= 0) {
        child.remove();
      } else if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text.length > remaining) child.textContent = text.slice(0, remaining);
        remaining -= text.length;
      } else {
        walk(child);
      }
    }
  };
  walk(doc.body);
  return doc.body.innerHTML;
}
