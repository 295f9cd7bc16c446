import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { MESSAGES } from 'shared-api/contract';
import { jobKeys } from 'shared-api/keys';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { useMyApplications } from 'shared-api/users/list-applications';
import { rememberPendingApply, takePendingApply } from '../../shared/pending-apply';

/**
 * Applying needs a signed-in user (docs/product.md, Rules) and an open job. Apply Now opens the
 * apply dialog; a visitor is asked to sign in first, and the dialog opens once they have, however
 * the sign-in went (pending-apply.ts). A job that closed while the page was open answers 410,
 * and `closedMessage` keeps why.
 */
export function useApplyFlow(jobId: string) {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  const applications = useMyApplications();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const [appliedHere, setAppliedHere] = useState(false);
  const alreadyApplied = applications.data?.some((a) => a.jobId._id === jobId) ?? false;

  useEffect(() => {
    if (!auth.isSignedIn) return;
    // Said to a visitor; signed in, it no longer stands beside the welcome.
    toast.dismiss(MESSAGES.loginToApply);
    // The apply a visitor asked for, kept in session storage across the sign-in: taken once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from outside React, once
    if (takePendingApply(jobId)) setDialogOpen(true);
  }, [auth.isSignedIn, jobId]);

  const start = () => {
    if (!auth.isLoaded) return;
    if (!auth.isSignedIn) {
      toast.error(MESSAGES.loginToApply, { toastId: MESSAGES.loginToApply });
      rememberPendingApply(jobId);
      auth.openSignIn();
      return;
    }
    setDialogOpen(true);
  };

  const closed = (message: string) => {
    setDialogOpen(false);
    setClosedMessage(message);
    // The job's status and the lists it has left are out of date too.
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  };

  return {
    alreadyApplied,
    start,
    // Not over an application already made, as a sign-in may reveal one.
    dialogOpen: dialogOpen && !alreadyApplied,
    closeDialog: () => setDialogOpen(false),
    applied: () => {
      setDialogOpen(false);
      setAppliedHere(true);
    },
    /** Whether this page's dialog sent an application. */
    appliedHere,
    closed,
    closedMessage,
  };
}
