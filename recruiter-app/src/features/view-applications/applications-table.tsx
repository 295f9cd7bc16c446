import { useEffect, type RefObject } from 'react';
import type { Applicant, Application, DecisionStatus } from 'shared-api/contract';
import { TableBox, thClass } from 'shared-ui/table-box';
import { ApplicationRow } from './application-row';
import { foldedGroup, HEADING, stickyEnd } from './columns';

/** A page of applications, each with a box to select it, and one box for the whole page. */
export function ApplicationsTable({
  applications,
  firstNumber,
  selected,
  onSelect,
  onMove,
  undoable,
  onUndo,
  onOpenNotes,
  selectAllRef,
  openId,
  onOpen,
}: {
  applications: Applicant[];
  /** The first row's number: rows count on across pages. */
  firstNumber: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onMove: (application: Application, status: DecisionStatus) => void;
  /** Applications whose last move can still be undone from their row. */
  undoable: Pick<ReadonlySet<string>, 'has'>;
  onUndo: (id: string) => void;
  onOpenNotes: (application: Application) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
  /** The application the applicant panel shows, if any. */
  openId: string | null;
  onOpen: (application: Applicant) => void;
}) {
  const ids = applications.map((application) => application._id);
  const count = ids.filter((id) => selected.has(id)).length;
  const partly = count > 0 && count < ids.length;
  // Only a script sets a box half-ticked: no attribute says it.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = partly;
  }, [partly, selectAllRef]);
  return (
    <TableBox label="Applications">
      {/* Folded into cards, the head keeps only its box for the whole page in sight. */}
      <thead role="rowgroup" className={foldedGroup}>
        <tr
          role="row"
          className="@max-[60rem]:flex @max-[60rem]:border-b @max-[60rem]:border-gray-200"
        >
          <th
            role="columnheader"
            className={`${thClass} @max-[60rem]:flex-1 @max-[60rem]:border-0 @min-[60rem]:px-3`}
          >
            <label className="flex items-center gap-3">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="block h-4 w-4 accent-brand-600"
                aria-label="Select all applications on this page"
                checked={count > 0 && count === ids.length}
                onChange={(event) => onSelect(ids, event.target.checked)}
              />
              <span className="@min-[60rem]:hidden">Select all</span>
            </label>
          </th>
          {Object.values(HEADING).map((heading) => (
            <th
              key={heading}
              role="columnheader"
              className={`${thClass} @max-[60rem]:sr-only @min-[60rem]:px-3 ${heading === HEADING.action ? stickyEnd : ''}`}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={foldedGroup}>
        {applications.map((application, index) => (
          <ApplicationRow
            key={application._id}
            application={application}
            number={firstNumber + index}
            selected={selected.has(application._id)}
            onSelect={(on) => onSelect([application._id], on)}
            onMove={(status) => onMove(application, status)}
            onUndo={undoable.has(application._id) ? () => onUndo(application._id) : undefined}
            onOpenNotes={() => onOpenNotes(application)}
            open={openId === application._id}
            onOpen={() => onOpen(application)}
          />
        ))}
      </tbody>
    </TableBox>
  );
}
