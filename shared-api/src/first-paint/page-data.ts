/**
 * API answers the server put into the page it sent (`<script type="application/json"
 * id="page-data">`, keyed by the call's path), so that a screen whose first paint is already on
 * screen renders at once instead of showing its loading state while it asks again.
 */
import { PAGE_DATA_ID } from 'shared-api/first-paint';

let parsed: Map<string, unknown> | undefined;

function pageData(): Map<string, unknown> {
  if (parsed) return parsed;
  parsed = new Map();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value))
        parsed = new Map(Object.entries(value));
    } catch {
      // A page without usable data: the screen asks the API, as after any navigation.
    }
  }
  return parsed;
}

/**
 * The answer to `GET path` that came with the page, if it did, given once: it is for the page's
 * first render. A query made again later (its cache entry dropped, the person back on the page)
 * asks the API rather than show what the page came with. The caller checks its shape.
 */
export function sentWithPage(path: string): unknown {
  const data = pageData();
  const sent = data.get(path);
  data.delete(path);
  return sent;
}

/** For tests: read the page's data again. */
export function forgetPageData(): void {
  parsed = undefined;
}
