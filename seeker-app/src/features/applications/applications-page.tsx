import '../../styles.css';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { WithFooter } from '../../shared/site-footer';
import { AppliedJobs } from './applied-jobs';
import { JobAlertsSection } from './job-alerts-section';
import { ResumeSection } from './resume-section';

export default function ApplicationsPage() {
  return (
    <WithFooter>
      <Applications />
    </WithFooter>
  );
}

function Applications() {
  const auth = useSeekerAuth();
  usePageHead(genericPageHead('Applied Jobs'));
  if (!auth.isLoaded) return <FullScreenSpinner label="Loading" />;
  return (
    <div className="container mx-auto min-h-[65vh] px-4 py-10 2xl:px-20">
      <h1 className="mb-6 text-2xl font-medium sm:text-3xl">Applied Jobs</h1>
      {auth.isSignedIn ? (
        <>
          <ResumeSection />
          <AppliedJobs />
          <JobAlertsSection />
        </>
      ) : (
        <StatusMessage
          title="Sign in to see your resume and the jobs you applied to."
          action={<Button onClick={auth.openSignIn}>Login</Button>}
        />
      )}
    </div>
  );
}
