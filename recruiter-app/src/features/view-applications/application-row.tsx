import moment from 'moment';
import { useEffect, useId, useRef } from 'react';
import { canMove, type Application, type DecisionStatus } from 'shared-api/contract';
import { Avatar } from 'shared-ui/avatar';
import { Button } from 'shared-ui/button';
import { Icon } from 'shared-ui/icon';
import { tdClass } from 'shared-ui/table-box';
import { MOVES } from './moves';
import { StageBadge } from './stage-badge';

// Important: buttonClass's own padding would otherwise win, and up to five buttons share a cell.
const small = 'px-2.5! py-1!';

/** One application: its person, job, stage, resume, the moves it may make and its notes. */
export function ApplicationRow({
  application,
  selected,
  onSelect,
  onMove,
  onOpenNotes,
}: {
  application: Application;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (status: DecisionStatus) => void;
  onOpenNotes: () => void;
}) {
  const { status, userId: person, jobId: job } = application;
  const jobTitleId = useId();
  const actions = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  // A move removes the button that made it: focus goes on to the row's next button.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [status]);

  return (
    <tr className={selected ? 'bg-brand-50' : undefined}>
      <td className={tdClass}>
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          aria-label={`Select ${person.name}`}
          aria-describedby={jobTitleId}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td className={tdClass}>
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Avatar name={person.name} src={person.image} />
          {person.name}
        </span>
      </td>
      <td className={tdClass}>
        <span id={jobTitleId}>{job.title}</span>
        <span className="block text-xs text-gray-600">{job.location}</span>
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{moment(application.date).format('ll')}</td>
      <td className={tdClass}>
        <StageBadge status={status} />
      </td>
      <td className={tdClass}>
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
          <span className="text-gray-500">None</span>
        )}
      </td>
      <td className={tdClass}>
        <span ref={actions} className="flex min-w-44 flex-wrap gap-2">
          {MOVES.filter((move) => canMove(status, move.to)).map((move) => (
            <Button
              key={move.to}
              variant={move.variant}
              className={small}
              aria-label={`${move.verb} ${person.name}`}
              aria-describedby={jobTitleId}
              onClick={() => {
                refocus.current = true;
                onMove(move.to);
              }}
            >
              {move.verb}
            </Button>
          ))}
          <Button
            variant="ghost"
            className={`${small} underline`}
            aria-label={`Notes on ${person.name}`}
            aria-describedby={jobTitleId}
            onClick={onOpenNotes}
          >
            Notes
          </Button>
        </span>
      </td>
    </tr>
  );
}
