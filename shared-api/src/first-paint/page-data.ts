/**
 * API answers the server put into the page it sent (`<script type="application/json"
 * id="page-data">`, keyed by the call's path), so that a screen whose first paint is already on
 * screen renders at once instead of showing its loading state while it asks again.
 */
import { PAGE_DATA_ID } from 'shared-api/first-paint';

let parsed: Readonly<Record<string, unknown>> | undefined;

function pageData(): Readonly<Record<string, unknown>> {
  if (parsed) return parsed;
  parsed = {};
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value))
        parsed = value as Record<string, unknown>;
    } catch {
      // A page without usable data: the screen asks the API, as after any navigation.
    }
  }
  return parsed;
}

/** The answer to `GET path` that came with the page, if it did; the caller checks its shape. */
export const sentWithPage = (path: string): unknown => pageData()[path];

/** For tests: read the page's data again. */
export function forgetPageData(): void {
  parsed = undefined;
}
