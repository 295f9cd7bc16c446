import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { jobAlertWords } from 'shared-api/contract';
import { longDate } from 'shared-api/dates';
import { Button, buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useDeleteJobAlert, useJobAlerts } from './api/job-alerts';

const busy = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/** 'Job alerts': the searches mailed to the seeker as digests, each with Delete. */
export function JobAlertsSection() {
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where focus goes once a deleted alert has left the list: the Delete now in its place (or
  // the last one), else the heading, so the keyboard is never dropped at the top of the page.
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [alerts.data]);

  const deleteAt = (id: string, index: number) => {
    if (remove.isPending) return;
    // Set before the list changes: the cache drops the alert before these callbacks run.
    focusAfterDelete.current = index;
    remove.mutate(id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => {
        focusAfterDelete.current = null;
        toast.error(error.message, { toastId: error.message });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-semibold">
        Job alerts
      </h2>
      {alerts.isPending ? (
        <Spinner label="Loading your job alerts" />
      ) : alerts.isError ? (
        <StatusMessage tone="error" title="Your job alerts could not be loaded.">
          {alerts.error.message}
        </StatusMessage>
      ) : alerts.data.length === 0 ? (
        <StatusMessage
          title="You have no job alerts."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Search jobs
            </Link>
          }
        >
          Search for jobs, then choose “Email me jobs like these” to get new ones by email.
        </StatusMessage>
      ) : (
        <ul ref={listRef} className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {alerts.data.map((alert, index) => {
            const words = jobAlertWords(alert);
            const deleting = remove.isPending && remove.variables === alert._id;
            return (
              <li key={alert._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words">{words}</p>
                  <p className="text-sm text-gray-600">Saved on {longDate(alert.createdAt)}</p>
                </div>
                <Button
                  variant="danger"
                  onClick={() => deleteAt(alert._id, index)}
                  aria-label={`Delete job alert: ${words}`}
                  aria-disabled={remove.isPending}
                  className={busy}
                >
                  {deleting ? 'Deleting…' : 'Delete'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
