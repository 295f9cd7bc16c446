import '../../styles.css';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button, buttonClass } from 'shared-ui/button';
import { FullScreenSpinner, Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useSavedJobs } from '../../shared/api/saved-jobs';
import { SeekerJobCard } from '../../shared/seeker-job-card';
import { WithFooter } from '../../shared/site-footer';

/** 'Saved Jobs': the jobs the seeker saved, newest saved first, closed ones marked. */
export default function SavedJobsPage() {
  return (
    <WithFooter>
      <SavedJobs />
    </WithFooter>
  );
}

function SavedJobs() {
  const auth = useSeekerAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHead(genericPageHead('Saved Jobs'));
  if (!auth.isLoaded) return <FullScreenSpinner label="Loading" />;
  return (
    <div className="container mx-auto min-h-[65vh] px-4 py-10 2xl:px-20">
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-medium sm:text-3xl">
        Saved Jobs
      </h1>
      {auth.isSignedIn ? (
        <SavedJobsList heading={heading} />
      ) : (
        <StatusMessage
          title="Sign in to see the jobs you saved."
          action={<Button onClick={auth.openSignIn}>Login</Button>}
        />
      )}
    </div>
  );
}

function SavedJobsList({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const saved = useSavedJobs();
  const list = useRef<HTMLUListElement>(null);
  // Where focus goes once an unsaved job has left the list: the Save toggle now in its place
  // (or the last one), else the heading, so the keyboard is never dropped at the page's top.
  const focusAfterRemoval = useRef<{ jobId: string; index: number } | null>(null);
  useEffect(() => {
    const removal = focusAfterRemoval.current;
    if (!removal || !saved.data || saved.data.some((job) => job._id === removal.jobId)) return;
    focusAfterRemoval.current = null;
    const toggles = list.current?.querySelectorAll<HTMLElement>('button[aria-pressed]') ?? [];
    (toggles[Math.min(removal.index, toggles.length - 1)] ?? heading.current)?.focus();
  }, [saved.data, heading]);

  if (saved.isPending) return <Spinner label="Loading your saved jobs" />;
  if (saved.isError) {
    return (
      <StatusMessage
        tone="error"
        title="Your saved jobs could not be loaded."
        action={
          <Button variant="outline" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        }
      >
        {saved.error.message}
      </StatusMessage>
    );
  }
  const count = saved.data.length;
  return (
    <>
      {/* The list's heading (the cards' titles are the level below), said again as it changes. */}
      <h2 aria-live="polite" className="mb-4 text-lg text-gray-600">
        {count === 1 ? '1 saved job' : `${count} saved jobs`}
      </h2>
      {count === 0 ? (
        <StatusMessage
          title="You have not saved any jobs yet."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Browse jobs
            </Link>
          }
        >
          Choose “Save job” on a job to find it here again.
        </StatusMessage>
      ) : (
        <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {saved.data.map((job, index) => (
            <li key={job._id} className="flex flex-col *:flex-1">
              <SeekerJobCard
                job={job}
                onUnsave={() => {
                  focusAfterRemoval.current = { jobId: job._id, index };
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
