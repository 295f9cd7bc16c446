import { toast } from 'react-toastify';
import type { Application } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { useWithdrawApplication } from './api/withdraw';

const busy = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * Withdrawing is final (one application per person and job), so it is asked for twice.
 * `onWithdrawn` runs after the row has turned Withdrawn and lost the button that opened this.
 */
export function WithdrawDialog({
  application,
  onDone,
  onWithdrawn,
}: {
  application: Application;
  onDone: () => void;
  onWithdrawn: () => void;
}) {
  const withdraw = useWithdrawApplication();
  // Guarded rather than disabled: a disabled button drops focus out of the dialog.
  const close = () => {
    if (!withdraw.isPending) onDone();
  };
  const confirm = () => {
    if (withdraw.isPending) return;
    withdraw.mutate(application._id, {
      onSuccess: (message) => {
        toast.success(message);
        onWithdrawn();
      },
      onError: (error) => {
        // The shell toasts a failed call too: one id shows it once.
        toast.error(error.message, { toastId: error.message });
        onDone();
      },
    });
  };

  return (
    <Dialog
      title={`Withdraw your application for ${application.jobId.title} at ${application.companyId.name}?`}
      onClose={close}
    >
      <p className="mt-4 text-center">
        The company will see it as withdrawn, and you cannot apply for this job again.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          onClick={close}
          aria-disabled={withdraw.isPending}
          className={busy}
        >
          Keep application
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          aria-disabled={withdraw.isPending}
          className={busy}
        >
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
        </Button>
      </div>
    </Dialog>
  );
}
