import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';
import { jobKeys } from 'shared-api/keys';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { useApply } from './api/apply';
import { currentUserQuery } from 'shared-api/users/get-user';
import { useMyApplications } from 'shared-api/users/list-applications';

/**
 * Applying needs a signed-in user with a resume on file (docs/product.md, Rules), and an open
 * job: one that closed while the page was open answers 410, and `closedMessage` keeps why.
 */
export function useApplyFlow(jobId: string) {
  const auth = useSeekerAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const applications = useMyApplications();
  const apply = useApply();
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const alreadyApplied = applications.data?.some((a) => a.jobId._id === jobId) ?? false;

  const toUploadResume = () => {
    void navigate('/applications');
    toast.error(MESSAGES.uploadResumeToApply, { toastId: MESSAGES.uploadResumeToApply });
  };

  const start = async () => {
    if (!auth.isSignedIn) {
      toast.error(MESSAGES.loginToApply, { toastId: MESSAGES.loginToApply });
      return;
    }
    // Usually already cached since start-up; failures are toasted by the shell.
    const user = await queryClient.query(currentUserQuery(auth)).catch(() => null);
    if (!user) return;
    if (!user.resume) {
      toUploadResume();
      return;
    }
    apply.mutate(jobId, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => {
        if (error.message === MESSAGES.uploadResumeToApply) void navigate('/applications');
        if (isApiError(error) && error.status === 410) {
          setClosedMessage(error.message);
          // The job's status and the lists it has left are out of date too.
          void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        }
      },
    });
  };

  return {
    alreadyApplied,
    start: () => void start(),
    pending: apply.isPending,
    closedMessage,
  };
}
