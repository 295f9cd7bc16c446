import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button, PendingButton } from 'shared-ui/button';
import { useDownloadMyData } from './account-data-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Your data": take everything out as a file, or delete the account. */
export function AccountData() {
  const auth = useSeekerAuth();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);

  const deleted = (message: string) => {
    setConfirming(false);
    // The server has ended the session already: nothing to tell it.
    void auth.signOut({ tokenRefused: true }).then(() => {
      void navigate('/');
      toast.success(message);
    });
  };

  return (
    <section aria-labelledby="account-data" className="mt-10 space-y-3">
      <h2 id="account-data" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="text-sm text-gray-600">
        Download everything we hold about you, or delete your account.{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy notice
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          variant="outline"
          pending={download.isPending}
          pendingLabel="Preparing…"
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.success('Your data has been downloaded'),
            })
          }
        >
          Download my data
        </PendingButton>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      ) : null}
      {confirming ? (
        <DeleteAccountDialog onClose={() => setConfirming(false)} onDeleted={deleted} />
      ) : null}
    </section>
  );
}
