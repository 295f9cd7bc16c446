import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { useIsJobSaved, useSetJobSaved } from './api/saved-jobs';
import { rememberPendingSave, takePendingSave } from './pending-save';

const look =
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * A Save toggle's name, the same saved or not. It names the job, so that a screen reader's list of
 * a page's buttons tells one card's toggle from the next. It never changes, as a toggle's name must
 * not: `aria-pressed` carries the state, and a name that flipped to "Saved" would be heard as
 * "Saved, pressed", a state said twice, or as another button. An `aria-label` rather than hidden
 * text beside the visible words, since those words change with the state and must stay out of it.
 * Label in name (WCAG 2.5.3): the name holds what the button shows in either state, "Save job"
 * at its start and "Saved" in the list it saves to, so a speech command of the words seen
 * ("click Saved") finds it; the browser suites' accessibility checks hold it to that.
 */
const saveJobName = (jobTitle: string) => `Save job to Saved Jobs: ${jobTitle}`;

/**
 * The Save toggle as it looks: a button with its pressed state and the job's name. Without
 * `onClick`, what a page's first paint shows before any script has run.
 */
export function SaveJobButton({
  jobTitle,
  pressed,
  onClick,
  busy = false,
  className = '',
}: {
  jobTitle: string;
  pressed: boolean;
  onClick?: () => void;
  busy?: boolean;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      aria-label={saveJobName(jobTitle)}
      aria-pressed={pressed}
      // Guarded rather than disabled while busy: a disabled button would drop the keyboard's focus.
      aria-disabled={busy || undefined}
      onClick={onClick}
      className={`${look} ${className}`}
    >
      {pressed ? 'Saved' : 'Save job'}
    </Button>
  );
}

/**
 * Saves or unsaves a job for the signed-in job seeker ("Save job" / "Saved"). A visitor is asked
 * to sign in, and the job is saved once they have: the toggle of that job completes it when the
 * page shows again signed in, whichever way the sign-in went (pending-save.ts).
 */
export function SaveJobToggle({
  jobId,
  jobTitle,
  className,
  onUnsave,
}: {
  jobId: string;
  jobTitle: string;
  className?: string;
  /** Called as an unsave starts (Saved Jobs moves the focus once the job has left its list). */
  onUnsave?: () => void;
}) {
  const auth = useSeekerAuth();
  const saved = useIsJobSaved(jobId);
  const { mutate, isPending, variables } = useSetJobSaved();

  useEffect(() => {
    if (!auth.isSignedIn || !takePendingSave(jobId)) return;
    mutate(
      { jobId, saved: true },
      {
        onSuccess: (message) => toast.success(message),
        onError: (error) => toast.error(error.message, { toastId: error.message }),
      },
    );
  }, [auth.isSignedIn, jobId, mutate]);

  const toggle = () => {
    if (isPending || !auth.isLoaded) return;
    if (!auth.isSignedIn) {
      rememberPendingSave(jobId);
      auth.openSignIn();
      return;
    }
    if (saved) onUnsave?.();
    mutate(
      { jobId, saved: !saved },
      // The shell toasts a failed call too: one id shows it once.
      { onError: (error) => toast.error(error.message, { toastId: error.message }) },
    );
  };

  return (
    <SaveJobButton
      jobTitle={jobTitle}
      // While the change is under way it shows what was asked for.
      pressed={isPending ? variables.saved : saved}
      onClick={toggle}
      busy={isPending}
      className={className}
    />
  );
}
