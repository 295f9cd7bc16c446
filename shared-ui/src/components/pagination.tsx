/**
 * The page numbers to show: the first, the last and a window around the current one. When more
 * pages exist than were counted (`openEnded`), there is no last one: a gap ends the row.
 */
export function pageWindow(
  page: number,
  pages: number,
  radius = 1,
  openEnded = false,
): (number | 'gap')[] {
  const shown = new Set(openEnded ? [1] : [1, pages]);
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(n - prev === 2 ? n - 1 : 'gap');
    out.push(n);
  });
  if (openEnded) out.push('gap');
  return out;
}

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-md border px-2 text-sm';

/**
 * Previous or Next. At its end of the row it is marked unavailable rather than disabled: a
 * disabled button loses the focus, so pressing Next onto the last page would drop the keyboard
 * to the page's body and leave a screen reader silent.
 */
function EdgeButton({
  label,
  off,
  onPress,
  children,
}: {
  label: string;
  off: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`${cell} border-gray-300 text-gray-600 aria-disabled:cursor-default aria-disabled:opacity-40`}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPress();
      }}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** Windowed pagination: a handful of buttons however many pages there are. */
export function Pagination({
  page,
  pages,
  onPage,
  openEnded = false,
}: {
  page: number;
  /** Pages known to exist; with `openEnded`, at least this many. */
  pages: number;
  onPage: (page: number) => void;
  openEnded?: boolean;
}) {
  if (pages <= 1 && !openEnded) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <EdgeButton label="Previous page" off={page <= 1} onPress={() => onPage(page - 1)}>
        ‹
      </EdgeButton>
      {pageWindow(page, Math.max(pages, page), 1, openEnded).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-gray-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
            className={`${cell} ${n === page ? 'border-brand-300 bg-brand-100 text-brand-700' : 'border-gray-300 text-gray-600 hover:bg-gray-50'}`}
          >
            {n}
          </button>
        ),
      )}
      <EdgeButton
        label="Next page"
        off={!openEnded && page >= pages}
        onPress={() => onPage(page + 1)}
      >
        ›
      </EdgeButton>
    </nav>
  );
}
