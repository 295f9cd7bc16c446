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
 * Nine columns need about a thousand pixels: in a narrower box, each row folds into a card whose
 * cells wrap, and the headings leave the eye (assistive technology keeps them), so each cell
 * shows its own. The box, not the window, decides (a container query on the page's list column):
 * on a wide screen the applicant panel takes a third of the width, and the table folds then too. The explicit roles keep the table a table to browsers that drop it once rows are
 * no longer drawn as rows.
 */
export const foldedGroup = '@max-[60rem]:block';
export const foldedRow =
  '@max-[60rem]:flex @max-[60rem]:flex-wrap @max-[60rem]:items-center @max-[60rem]:gap-y-3 @max-[60rem]:border-b @max-[60rem]:border-gray-200 @max-[60rem]:p-4';
const foldedCell = '@max-[60rem]:block @max-[60rem]:border-0 @max-[60rem]:p-0 @min-[60rem]:px-3';
/** A short value: two to a line in a phone-wide box, four in a tablet-wide one. */
export const shortField = '@max-[60rem]:w-1/2 @max-[60rem]:pr-3 @min-[40rem]:@max-[60rem]:w-1/4';
export const wideField = '@max-[60rem]:w-full';
/** If the table still scrolls sideways (a long word, a wide scrollbar), the moves stay in view. */
export const stickyEnd =
  '@min-[60rem]:sticky @min-[60rem]:right-0 @min-[60rem]:shadow-[inset_1px_0_0_var(--color-gray-200)]';

/** A cell of the card's first line, beside the person's name: it needs no heading of its own. */
export function LeadCell({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" className={`${tdClass} ${foldedCell} @max-[60rem]:pr-3 ${className}`}>
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
      {/* Gray-600, not 500: on a selected row's blue the lighter gray falls below 4.5:1. */}
      <span
        aria-hidden="true"
        className="mb-1 block text-xs font-medium text-gray-600 @min-[60rem]:hidden"
      >
        {heading}
      </span>
      {children}
    </td>
  );
}
