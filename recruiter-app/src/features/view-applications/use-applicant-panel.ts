import { useEffect, useRef, useState } from 'react';
import type { Applicant } from 'shared-api/contract';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * Which applicant the panel shows, among the page's rows: one that leaves the page (a filter, a
 * page turned) closes it. Closed, focus goes back to that applicant's name in the list.
 */
export function useApplicantPanel(rows: readonly Applicant[]) {
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  const narrow = useNarrowScreen();
  const applicant = rows.find((row) => row._id === openId) ?? null;

  // After the render that took the panel away, when the list is no longer inert.
  useEffect(() => {
    if (openId !== null || returnTo.current === null) return;
    document.querySelector<HTMLElement>(`[data-applicant="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [openId]);

  const close = () => {
    returnTo.current = openId;
    setOpenId(null);
  };
  return {
    applicant,
    /** On a narrow screen the panel covers the list, which is then out of reach. */
    covering: applicant !== null && narrow,
    /** The name says whether it is expanded: pressed again, it closes the panel. */
    toggle: (row: Applicant) => (row._id === openId ? close() : setOpenId(row._id)),
    close,
  };
}
