import '../../styles.css';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { FullScreenSpinner, Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useProfile } from '../../shared/api/profile';
import { WithFooter } from '../../shared/site-footer';
import { ProfileForm } from './profile-form';
import { ProfileResume } from './profile-resume';
import { AccountData } from './account-data';

/** 'Profile': what recruiters read with the seeker's applications, and the resume on file. */
export default function ProfilePage() {
  return (
    <WithFooter>
      <Profile />
    </WithFooter>
  );
}

function Profile() {
  const auth = useSeekerAuth();
  usePageHead(genericPageHead('Profile'));
  if (!auth.isLoaded) return <FullScreenSpinner label="Loading" />;
  return (
    <div className="container mx-auto min-h-[65vh] max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-medium sm:text-3xl">Profile</h1>
      {auth.isSignedIn ? (
        <>
          <p className="mb-8 text-gray-600">
            Companies you apply to read this with your application. Every field is optional.
          </p>
          <ProfileSections />
        </>
      ) : (
        <StatusMessage
          title="Sign in to see your profile."
          action={<Button onClick={auth.openSignIn}>Login</Button>}
        />
      )}
    </div>
  );
}

function ProfileSections() {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <StatusMessage
        tone="error"
        title="Your profile could not be loaded."
        action={
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        }
      >
        {profile.error.message}
      </StatusMessage>
    );
  }
  return (
    <>
      <ProfileForm profile={profile.data} />
      <ProfileResume resume={profile.data.resume} />
      <AccountData />
    </>
  );
}
