import { useRef, useState } from 'react';
import type { UndoOffer } from './undo-toast';

/** A sentence for a status region, a new node each time so that the same words are said again. */
export interface Said {
  text: string;
  key: number;
}

/**
 * What a status region says when an Undo's time runs out: its toast and the page's Undo go
 * without a word, the focus moving on if it was there (use-focus-handover). Said only for the
 * newest Undo of what it moved (an applicant, or the last bulk move): an older one's end would
 * read as if the Undo still on the page had gone.
 */
export function useUndoEnded() {
  const [said, setSaid] = useState<Said | null>(null);
  const newest = useRef(new Map<string, UndoOffer>());
  const count = useRef(0);
  return {
    said,
    /** `offer` is the newest Undo of `about`; a new Undo makes the last sentence old news. */
    offered(about: string, offer: UndoOffer) {
      newest.current.set(about, offer);
      setSaid(null);
    },
    expired(about: string, offer: UndoOffer, who: string) {
      if (newest.current.get(about) !== offer) return;
      newest.current.delete(about);
      count.current += 1;
      setSaid({ text: `The move of ${who} can no longer be undone`, key: count.current });
    },
  };
}
