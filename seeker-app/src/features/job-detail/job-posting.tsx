import { useEffect, useRef } from 'react';
import type { Job } from 'shared-api/contract';
import { useFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { jobPageText } from 'shared-api/jobs/job-posting-text';
import { Button } from 'shared-ui/button';
import { companyPath } from '../../shared/paths';
import { SaveJobButton, SaveJobToggle } from '../../shared/save-job-toggle';
import { ApplyDialog } from './apply-dialog';
import { ClosedNotice } from './closed-notice';
import { JobPostingView } from './job-posting-view';
import { MoreJobs } from './more-jobs';
import { useApplyFlow } from './use-apply-flow';

type ApplyFlow = ReturnType<typeof useApplyFlow>;

/** Apply Now; without a flow, as the first paint shows it before any script has run. */
export function ApplyButton({ flow, className = '' }: { flow?: ApplyFlow; className?: string }) {
  return (
    <Button
      onClick={flow?.start}
      disabled={flow?.alreadyApplied ?? false}
      className={`px-10 py-2.5 ${className}`}
    >
      {flow?.alreadyApplied ? 'Already Applied' : 'Apply Now'}
    </Button>
  );
}

/** The header's Save toggle, as tall as Apply beside it. */
export const SAVE_BUTTON_CLASS = 'py-2.5';

/** Save job; without a toggle, as the first paint shows it before any script has run. */
export function FirstPaintSaveButton({ jobTitle }: { jobTitle: string }) {
  return <SaveJobButton jobTitle={jobTitle} pressed={false} className={SAVE_BUTTON_CLASS} />;
}

/** One job: its header, a notice when it takes no applications, its description, more jobs. */
export function JobPosting({ job }: { job: Job }) {
  const flow = useApplyFlow(job._id);
  // Apply Now, tabbed to in the first paint, still takes Enter once the screen has replaced it.
  useFirstPaintFocus();
  const heading = useRef<HTMLHeadingElement>(null);
  // Applied: the dialog has closed and Apply Now, which had the focus, is now disabled.
  useEffect(() => {
    if (flow.appliedHere) heading.current?.focus();
  }, [flow.appliedHere]);
  const open = job.status === 'open' && flow.closedMessage === null;
  return (
    <>
      <JobPostingView
        headingRef={heading}
        text={jobPageText(job)}
        companyHref={companyPath(job.companyId._id)}
        notice={open ? null : <ClosedNotice job={job} message={flow.closedMessage} />}
        apply={open ? <ApplyButton flow={flow} /> : null}
        save={<SaveJobToggle jobId={job._id} jobTitle={job.title} className={SAVE_BUTTON_CLASS} />}
        applyAgain={open ? <ApplyButton flow={flow} className="mt-10" /> : null}
        more={<MoreJobs job={job} />}
      />
      {open && flow.dialogOpen ? (
        <ApplyDialog
          job={job}
          onClose={flow.closeDialog}
          onApplied={flow.applied}
          onClosed={flow.closed}
        />
      ) : null}
    </>
  );
}
