import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows a page of the recruiter's tables holds. */
export const TABLE_PAGE_SIZE = 25;
// The contract's bounds on `page` and on a search.
const MAX_PAGE = 100_000;
const MAX_SEARCH = 200;

export type FilterChanges = Record<string, string | number | undefined>;

/** `page` as the URL holds it; anything but a whole page number in range is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A search from the URL, as the API takes it; '' is none. */
export const searchParam = (params: URLSearchParams, key: string): string =>
  (params.get(key) ?? '').trim().slice(0, MAX_SEARCH);

/** A value from a fixed list, or undefined for anything else a hand-edited URL holds. */
export function oneOf<T extends string>(raw: string | null, values: readonly T[]): T | undefined {
  return values.find((value) => value === raw);
}

export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / TABLE_PAGE_SIZE));

/**
 * A table's filters live in the URL, so a filtered view can be linked to, survives a reload and
 * the back button steps back through it. Any change but paging goes back to page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: FilterChanges, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes) || next.get('page') === '1') next.delete('page');
        return next;
      }, options),
    [setParams],
  );
  return { params, update };
}
