import { useEffect, type RefObject } from 'react';
import type { Application, DecisionStatus } from 'shared-api/contract';
import { TableBox, thClass } from 'shared-ui/table-box';
import { ApplicationRow } from './application-row';

/** A page of applications, each with a box to select it, and one box for the whole page. */
export function ApplicationsTable({
  applications,
  selected,
  onSelect,
  onMove,
  onOpenNotes,
  selectAllRef,
}: {
  applications: Application[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onMove: (application: Application, status: DecisionStatus) => void;
  onOpenNotes: (application: Application) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
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
      <thead>
        <tr>
          <th className={thClass}>
            <input
              ref={selectAllRef}
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              aria-label="Select all applications on this page"
              checked={count > 0 && count === ids.length}
              onChange={(event) => onSelect(ids, event.target.checked)}
            />
          </th>
          <th className={thClass}>User Name</th>
          <th className={thClass}>Job Title</th>
          <th className={thClass}>Applied</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Resume</th>
          <th className={thClass}>Actions</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <ApplicationRow
            key={application._id}
            application={application}
            selected={selected.has(application._id)}
            onSelect={(on) => onSelect([application._id], on)}
            onMove={(status) => onMove(application, status)}
            onOpenNotes={() => onOpenNotes(application)}
          />
        ))}
      </tbody>
    </TableBox>
  );
}
