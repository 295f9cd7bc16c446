import type { RecruiterJob } from 'shared-api/contract';
import { Button, PendingButton } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { useCloseJob } from './api/close-job';

/** Closing takes a job off the listings at once, so it is asked for twice. */
export function CloseJobDialog({ job, onDone }: { job: RecruiterJob; onDone: () => void }) {
  const close = useCloseJob();
  return (
    <Dialog title="Close this job?" onClose={onDone}>
      <p className="mt-4 text-center">
        <strong className="font-medium text-gray-800">{job.title}</strong> leaves the job listings
        and takes no more applications. You can reopen it later.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <PendingButton
          variant="danger"
          pending={close.isPending}
          pendingLabel="Closing…"
          onClick={() => close.mutate(job._id, { onSettled: onDone })}
        >
          Close job
        </PendingButton>
      </div>
    </Dialog>
  );
}
