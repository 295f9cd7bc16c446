import type { ActivityEntry } from 'shared-api/contract';
import { longDateTime } from 'shared-api/dates';
import { useActivity } from './api/activity';

const WHAT: Record<ActivityEntry['action'], string> = {
  status: 'moved it',
  'bulk-status': 'moved it with others',
  undo: 'undid a move',
  note: 'wrote a note',
  'edit-job': 'edited the job',
  'close-job': 'closed the job',
  'reopen-job': 'reopened the job',
  'change-visibility': 'changed the job’s visibility',
  'duplicate-job': 'copied the job',
};

const sentence = ({ by, action, from, to }: ActivityEntry) =>
  `${by.name} ${WHAT[action]}${from && to ? ` from ${from} to ${to}` : ''}`;

/** Who did what to this application, newest first. */
export function ActivityTrail({ applicationId }: { applicationId: string }) {
  const activity = useActivity(applicationId);
  if (activity.isError) {
    return <p className="text-sm text-red-700">The activity could not be loaded.</p>;
  }
  if (!activity.data) return <p className="text-sm text-gray-500">Loading activity…</p>;
  if (activity.data.length === 0) return <p className="text-sm text-gray-500">Nothing yet.</p>;
  return (
    <ol aria-label="Activity" className="flex flex-col gap-2">
      {activity.data.map((entry) => (
        <li key={`${entry.at}-${entry.action}-${entry.by._id}`} className="text-sm text-gray-800">
          <p className="break-words">{sentence(entry)}</p>
          <time dateTime={new Date(entry.at).toISOString()} className="text-xs text-gray-500">
            {longDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
