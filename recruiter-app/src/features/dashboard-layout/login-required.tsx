import { useAppState } from 'shared-api/app-state';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button } from 'shared-ui/button';
import { StatusMessage } from 'shared-ui/status-message';

/** A dashboard URL opened without a company token: ask for the recruiter login. */
export function LoginRequired() {
  usePageHead(genericPageHead('Recruiter login required'));
  const { setShowRecruiterLogin } = useAppState();
  return (
    <div className="container mx-auto min-h-[60vh] px-4 py-10">
      <StatusMessage
        heading
        title="Recruiter login required"
        action={<Button onClick={() => setShowRecruiterLogin(true)}>Recruiter Login</Button>}
      >
        Log in as a recruiter to post jobs and review applicants.
      </StatusMessage>
    </div>
  );
}
