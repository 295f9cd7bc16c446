import '../../styles.css';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { AppliedJobs } from './applied-jobs';
import { ResumeSection } from './resume-section';

export default function ApplicationsPage() {
  const auth = useSeekerAuth();
  if (!auth.isLoaded) return <FullScreenSpinner label="Loading" />;
  return (
    <div className="container mx-auto min-h-[65vh] px-4 py-10 2xl:px-20">
      {auth.isSignedIn ? (
        <>
          <ResumeSection />
          <AppliedJobs />
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
