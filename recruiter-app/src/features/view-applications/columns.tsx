import type { ReactNode } from 'react';
import { tdClass } from 'shared-ui/table-box';

/** The headings: the spec's six, with the applied date and the stage beside them. */
export const HEADING = {
  number: '#',
  name: 'User Name',
  job: 'Job Title',
  location: 'Location',
  applied: 'Applied',
  status: 'Status',
  resume: 'Resume',
  action: 'Action',
} as const;

/*
 * Nine columns need about a thousand pixels: narrower, each row folds into a card whose cells
 * wrap, and the headings leave the eye (assistive technology keeps them), so each cell shows
 * its own. The explicit roles keep the table a table to browsers that drop it once rows are
 * no longer drawn as rows.
 */
export const foldedGroup = 'max-xl:block';
export const foldedRow =
  'max-xl:flex max-xl:flex-wrap max-xl:items-center max-xl:gap-y-3 max-xl:border-b max-xl:border-gray-200 max-xl:p-4';
const foldedCell = 'max-xl:block max-xl:border-0 max-xl:p-0 xl:px-3';
/** A short value: two to a line on a phone, four on a tablet. */
export const shortField = 'max-xl:w-1/2 max-xl:pr-3 md:max-xl:w-1/4';
export const wideField = 'max-xl:w-full';
/** If the table still scrolls sideways (a long word, a wide scrollbar), the moves stay in view. */
export const stickyEnd = 'xl:sticky xl:right-0 xl:shadow-[inset_1px_0_0_var(--color-gray-200)]';

/** A cell of the card's first line, beside the person's name: it needs no heading of its own. */
export function LeadCell({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" className={`${tdClass} ${foldedCell} max-xl:pr-3 ${className}`}>
      {children}
    </td>
  );
}

/** A cell that shows its column's heading above its value once rows fold into cards. */
export function FieldCell({
  heading,
  className = '',
  children,
}: {
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" className={`${tdClass} ${foldedCell} ${className}`}>
      <span aria-hidden="true" className="mb-1 block text-xs font-medium text-gray-500 xl:hidden">
        {heading}
      </span>
      {children}
    </td>
  );
}
