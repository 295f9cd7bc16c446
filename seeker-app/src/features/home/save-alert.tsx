import { useId } from 'react';
import { toast } from 'react-toastify';
import type { JobSearch } from 'shared-api/jobs/home-search';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { useSaveJobAlert } from './api/save-job-alert';

const busy = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * 'Email me jobs like these': saves the search in the URL as a job alert. A visitor
 * gets a way to sign in instead. An alert keeps the title, location and category and city
 * filters; the page says so when other filters are on, rather than save less than it shows.
 */
export function SaveAlert({ search }: { search: JobSearch }) {
  const auth = useSeekerAuth();
  const save = useSaveJobAlert();
  const hintId = useId();
  if (!auth.isLoaded) return null;
  if (!auth.isSignedIn) {
    return (
      <Button variant="outline" onClick={auth.openSignIn}>
        Sign in to get jobs like these by email
      </Button>
    );
  }
  const leftOut =
    search.employmentTypes.length > 0 ||
    search.workplaces.length > 0 ||
    search.minSalary !== undefined;
  const saveSearch = () => {
    // Guarded rather than disabled: a disabled button would drop the keyboard's focus.
    if (save.isPending) return;
    const { q, title, location, categories, locations } = search;
    // Alerts match titles: the keywords searched stand for the title.
    save.mutate(
      { title: q || title, location, categories, locations },
      {
        onSuccess: (message) => toast.success(message),
        // The shell toasts a failed call too: one id shows it once.
        onError: (error) => toast.error(error.message, { toastId: error.message }),
      },
    );
  };
  return (
    <div className="flex max-w-full flex-col items-start gap-1 sm:items-end">
      <Button
        variant="outline"
        onClick={saveSearch}
        aria-disabled={save.isPending}
        aria-describedby={leftOut ? hintId : undefined}
        className={`max-w-full whitespace-normal ${busy}`}
      >
        {save.isPending ? 'Saving…' : 'Email me jobs like these'}
      </Button>
      {leftOut ? (
        <p id={hintId} className="text-sm text-gray-600 sm:text-right">
          Alerts keep the title, location, category and city; not job type, workplace or pay.
        </p>
      ) : null}
    </div>
  );
}
