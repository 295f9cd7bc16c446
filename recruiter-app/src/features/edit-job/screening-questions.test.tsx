import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecruiterJob } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { recruiterJob } from '../../test/recruiter-job';

/** GET /api/jobs/{id} answering from `jobs`; edit-job answering with the first. */
function serve(jobs: RecruiterJob[]) {
  const table = routes({
    'GET /api/company/company': () => ({ data: { success: true, company } }),
    'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: jobs, total: 1 } }),
    'POST /api/company/edit-job': () => ({
      data: { success: true, message: 'Job updated', job: jobs[0] },
    }),
  });
  return fakeServer((config) => {
    const id = /^\/api\/jobs\/(.+)$/.exec(config.url ?? '')?.[1];
    if (id === undefined) return table(config);
    const found = jobs.find((candidate) => candidate._id === id);
    return found
      ? { data: { success: true, job: found } }
      : { status: 404, data: { success: false, message: 'Job not found' } };
  });
}

const openEditor = () =>
  // The editor's chunk is imported on mount: a cold first import can take a few seconds.
  screen.findByRole('textbox', { name: 'Job Description' }, { timeout: 25_000 });

describe('Edit Job screening questions', () => {
  it('loads the job’s questions with their expected answers and sends them back changed', async () => {
    const asking = recruiterJob(7, {
      questions: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          text: 'Can you start in May?',
          kind: 'yesno',
          options: [],
          required: true,
          expected: 'yes',
        },
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          text: 'Which office?',
          kind: 'choice',
          options: ['Pune', 'Delhi'],
          required: false,
          expected: null,
        },
      ],
    });
    const calls = serve([asking]);
    const user = userEvent.setup();
    renderRecruiterApp({ url: `/dashboard/edit-job/${asking._id}`, companyToken: 'company-token' });
    await openEditor();

    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByLabelText('Question')).toHaveValue('Can you start in May?');
    expect(within(first).getByLabelText('Question')).not.toHaveFocus();
    expect(within(first).getByLabelText('Answer type')).toHaveDisplayValue('Yes-no');
    expect(within(first).getByLabelText('Must answer')).toHaveDisplayValue('Yes');
    expect(within(first).getByLabelText('Required')).toBeChecked();
    const second = screen.getByRole('group', { name: 'Question 2' });
    expect(within(second).getByLabelText('Options')).toHaveValue('Pune\nDelhi');
    expect(within(second).getByLabelText('Must answer')).toHaveDisplayValue('Any answer');

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    const left = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(left).getByLabelText('Options'), '{Enter}Remote');
    await user.selectOptions(within(left).getByLabelText('Must answer'), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/company/edit-job')!;
    expect(JSON.parse(String(sent.data))).toEqual({
      id: asking._id,
      questions: [
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          text: 'Which office?',
          kind: 'choice',
          options: ['Pune', 'Delhi', 'Remote'],
          required: false,
          expected: 'Remote',
        },
      ],
    });
  }, 60_000);
});
