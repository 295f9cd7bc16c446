import { useLocation } from 'react-router-dom';

/** This page's address with `release=remote@live`: the server then drops that remote's pin. */
function clearHref(pathname: string, search: string, pin: string): string {
  const params = new URLSearchParams(search);
  params.set('release', `${pin.slice(0, pin.indexOf('@'))}@live`);
  return `${pathname}?${params.toString()}`;
}

/**
 * Tells QA that this browser runs a pinned remote version (`?release=seeker@v2`), and clears
 * the pin. The clear is a full page load, not a route change: the cookie and the page's release
 * map come from the server. Bottom left, away from the toasts, with a spacer under the page
 * so the badge never sits on its last lines.
 */
export function ReleaseBadge({ overrides }: { overrides: readonly string[] }) {
  const { pathname, search } = useLocation();
  if (overrides.length === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="h-16" />
      <section
        aria-label="Release overrides"
        className="fixed bottom-2 left-2 z-40 max-w-[calc(100vw-1rem)] rounded-md border border-amber-400 bg-amber-50 px-3 py-1.5 text-xs text-amber-950 shadow"
      >
        <ul>
          {overrides.map((pin) => (
            <li key={pin} className="flex items-center gap-2">
              <span role="status">Release override: {pin}</span>
              <a
                href={clearHref(pathname, search, pin)}
                aria-label={`Clear ${pin}`}
                className="rounded-sm font-medium underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                Clear
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
