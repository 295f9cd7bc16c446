import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useCompanyLogout } from 'shared-api/company/session';
import { Button, PendingButton } from 'shared-ui/button';
import { useDownloadCompanyData } from './api/company-data';
import { DeleteCompanyDialog } from './delete-company-dialog';

/**
 * "Company data", for the owner and admins: the whole account as a file, and (the owner only)
 * deleting the company (decision 0043).
 */
export function CompanyData({ companyName, owner }: { companyName: string; owner: boolean }) {
  const download = useDownloadCompanyData();
  const logout = useCompanyLogout();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const deleted = () => {
    setConfirming(false);
    // The server has ended every session of the company already; its toast has said so. One
    // transition with the move, as the dashboard's Logout: this screen stays until home is ready.
    startTransition(() => {
      logout({ tokenRefused: true });
      void navigate('/');
    });
  };

  return (
    <section
      aria-labelledby="company-data"
      className="mt-6 space-y-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="company-data" className="text-lg font-medium text-gray-800">
        Company data
      </h2>
      <p className="text-sm text-gray-600">
        Download the company&rsquo;s jobs, applications, notes and activity as a file
        {owner ? ', or delete the company' : ''}.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          variant="outline"
          pending={download.isPending}
          pendingLabel="Preparing…"
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.success('The company data has been downloaded'),
            })
          }
        >
          Export company data
        </PendingButton>
        {owner ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete company
          </Button>
        ) : null}
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      ) : null}
      {confirming ? (
        <DeleteCompanyDialog
          companyName={companyName}
          onClose={() => setConfirming(false)}
          onDeleted={deleted}
        />
      ) : null}
    </section>
  );
}
