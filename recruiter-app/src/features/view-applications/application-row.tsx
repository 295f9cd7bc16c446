import { useId } from 'react';
import type { Applicant, DecisionStatus } from 'shared-api/contract';
import { shortDate } from 'shared-api/dates';
import { Avatar } from 'shared-ui/avatar';
import { Icon } from 'shared-ui/icon';
import {
  FieldCell,
  foldedRow,
  HEADING,
  LeadCell,
  shortField,
  stickyEnd,
  wideField,
} from './columns';
import { RowActions } from './row-actions';
import { StageBadge } from './stage-badge';

/** One application (its person's name opens the applicant panel): its number, person, job and where, when, stage, resume, moves and notes. */
export function ApplicationRow({
  application,
  number,
  selected,
  onSelect,
  onMove,
  onUndo,
  onOpenNotes,
  open,
  onOpen,
}: {
  application: Applicant;
  /** Its place in the whole list: numbers count on across pages. */
  number: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (status: DecisionStatus) => void;
  /** Takes back the move just made, while its toast is up. */
  onUndo: (() => void) | undefined;
  onOpenNotes: () => void;
  /** Whether the applicant panel shows this application. */
  open: boolean;
  onOpen: () => void;
}) {
  const { status, userId: person, jobId: job } = application;
  const jobTitleId = useId();

  return (
    <tr role="row" className={`${foldedRow} ${selected ? 'bg-brand-50' : 'bg-white'}`}>
      <LeadCell>
        <input
          type="checkbox"
          className="block h-4 w-4 accent-brand-600"
          aria-label={`Select ${person.name}`}
          aria-describedby={jobTitleId}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </LeadCell>
      <LeadCell className="text-gray-600 tabular-nums @max-[60rem]:text-xs">
        <span aria-hidden="true" className="@min-[60rem]:hidden">
          #
        </span>
        <span>{number}</span>
      </LeadCell>
      <LeadCell className="@max-[60rem]:min-w-0 @max-[60rem]:flex-1 @max-[60rem]:pr-0">
        <span
          aria-hidden="true"
          className="block text-xs font-medium text-gray-600 @min-[60rem]:hidden"
        >
          {HEADING.name}
        </span>
        <span className="flex flex-wrap items-center gap-2 @max-[60rem]:font-medium @max-[60rem]:text-gray-900">
          <Avatar name={person.name} src={person.image} />
          <button
            type="button"
            data-applicant={application._id}
            aria-expanded={open}
            aria-describedby={jobTitleId}
            onClick={onOpen}
            className="text-left text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
          >
            {person.name}
          </button>
          {application.screenedOut ? (
            <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
              Screened out
            </span>
          ) : null}
        </span>
      </LeadCell>
      <FieldCell heading={HEADING.job} className={wideField}>
        <span id={jobTitleId}>{job.title}</span>
      </FieldCell>
      <FieldCell heading={HEADING.location} className={shortField}>
        {job.location}
      </FieldCell>
      {/* The short date: eight columns share this row on a laptop (decision 47). */}
      <FieldCell heading={HEADING.applied} className={`whitespace-nowrap ${shortField}`}>
        {shortDate(application.date)}
      </FieldCell>
      <FieldCell heading={HEADING.status} className={shortField}>
        <StageBadge status={status} />
      </FieldCell>
      <FieldCell heading={HEADING.resume} className={shortField}>
        {person.resume ? (
          <a
            href={person.resume}
            download
            aria-label={`Resume of ${person.name}`}
            className="inline-flex items-center gap-1 rounded bg-blue-50 px-3 py-1 text-blue-700 hover:bg-blue-100"
          >
            Resume
            <Icon name="download" className="h-4 w-4" />
          </a>
        ) : (
          <span className="text-gray-600">None</span>
        )}
      </FieldCell>
      <FieldCell
        heading={HEADING.action}
        className={`${wideField} ${stickyEnd} @min-[60rem]:bg-inherit`}
      >
        <RowActions
          application={application}
          describedBy={jobTitleId}
          onMove={onMove}
          onUndo={onUndo}
          onOpenNotes={onOpenNotes}
        />
      </FieldCell>
    </tr>
  );
}
