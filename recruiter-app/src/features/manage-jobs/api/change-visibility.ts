import { messageResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';
import { companyJobKeys, type CompanyJobsPage } from '../../../shared/api/list-jobs';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** POST /api/company/change-visibility: shows a hidden job or hides a shown one. */
export async function changeVisibility(token: string | null, id: string): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/change-visibility',
    data: { id },
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

const flip = (id: string) => (page: CompanyJobsPage | undefined) =>
  page && {
    ...page,
    jobs: page.jobs.map((job) => (job._id === id ? { ...job, visible: !job.visible } : job)),
  };

/**
 * Toggles, then refetches the company's jobs (the page on screen) and the public job pages.
 * The box flips at once, in every cached page, and flips back if the server refuses.
 */
export const useChangeVisibility = () =>
  useRecruiterMutation({
    call: changeVisibility,
    optimistic: {
      show: async (queryClient, id: string) => {
        await queryClient.cancelQueries({ queryKey: companyJobKeys.lists() });
        queryClient.setQueriesData<CompanyJobsPage>({ queryKey: companyJobKeys.lists() }, flip(id));
      },
      undo: (queryClient, _context, id) =>
        queryClient.setQueriesData<CompanyJobsPage>({ queryKey: companyJobKeys.lists() }, flip(id)),
    },
    refresh: { keys: [companyKeys.jobs(), jobKeys.all], after: 'settled' },
    // The box is the answer: a toast would only repeat it.
    toastSuccess: false,
  });
