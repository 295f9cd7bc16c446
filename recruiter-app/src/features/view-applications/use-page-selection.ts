import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The applications ticked on one page. A selection belongs to the page and filters it was made
 * on (`scope`): another page or filter starts with none.
 */
export function usePageSelection(scope: string) {
  const [selection, setSelection] = useState({ scope, ids: NONE });
  const selected = selection.scope === scope ? selection.ids : NONE;

  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ scope, ids: next });
  };
  const clearSelection = () => setSelection({ scope, ids: NONE });
  /** Ticks `ids` again, unless the person has since moved on or chosen others. */
  const restore = (ids: readonly string[]) =>
    setSelection((now) =>
      now.scope === scope && now.ids.size === 0 ? { scope, ids: new Set(ids) } : now,
    );
  return { selected, select, clearSelection, restore };
}
