import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application, JobQuestion } from 'shared-api/contract';
import { applicationFor, job, page, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import JobDetailPage from './job-detail-page';

const question = (n: number, overrides: Partial<JobQuestion>): JobQuestion => ({
  id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
  text: `Question ${n}`,
  kind: 'text',
  options: [],
  required: false,
  ...overrides,
});
const questions = [
  question(1, { text: 'Why this role?', required: true }),
  question(2, { text: 'Can you work from Chennai?', kind: 'yesno', required: true }),
  question(3, { text: 'Notice period', kind: 'choice', options: ['None', '1 month', '3 months'] }),
];
const shown = job(1, { title: 'Staff Designer', questions });
const path = '/apply-jobs/:id';
const url = `/apply-jobs/${shown._id}`;
const resume = '/files/resumes/r.pdf?signature=s';

/** A job seeker's server; `refuse` answers apply with that 400 message. */
function server({ refuse = '', withResume = true } = {}) {
  const state = { applied: [] as Application[], resume: withResume ? resume : '' };
  return fakeServer(
    routes({
      [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: shown } }),
      'GET /api/jobs': () => page([], 0),
      'GET /api/users/user': () => ({ data: { success: true, user: user(state.resume) } }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: state.applied },
      }),
      'GET /api/users/saved-jobs': () => ({ data: { success: true, jobs: [] } }),
      'GET /api/users/profile': () => ({
        data: {
          success: true,
          profile: {
            headline: '',
            phone: '',
            city: '',
            links: [],
            yearsOfExperience: null,
            skills: [],
            resume: state.resume
              ? { url: state.resume, fileName: 'ada-cv.pdf', uploadedAt: Date.now() }
              : null,
          },
        },
      }),
      'POST /api/users/update-resume': () => {
        state.resume = resume;
        return { data: { success: true, message: 'Resume Updated' } };
      },
      'POST /api/users/apply': () => {
        if (refuse) return { status: 400, data: { success: false, message: refuse } };
        state.applied = [applicationFor(shown)];
        return { data: { success: true, message: 'Applied Successfully' } };
      },
    }),
  );
}

const applyBodies = (calls: { url?: string; data?: unknown }[]) =>
  calls
    .filter((c) => c.url === '/api/users/apply')
    .map((c) => JSON.parse(String(c.data)) as object);

async function openDialog() {
  const [apply] = await screen.findAllByRole('button', { name: 'Apply Now' });
  await userEvent.click(apply!);
  return screen.findByRole('dialog', { name: 'Apply for Staff Designer' });
}

beforeEach(() => sessionStorage.clear());

describe('The apply dialog', () => {
  it('takes the answers and a cover letter, sends them, and the page reads Already Applied', async () => {
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Why this role? (required)')).toHaveFocus();
    expect(await within(dialog).findByText('ada-cv.pdf')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Why this role? (required)'), 'I love it');
    const chennai = within(dialog).getByRole('group', {
      name: 'Can you work from Chennai? (required)',
    });
    await userEvent.click(within(chennai).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '1 month' }));
    await userEvent.type(within(dialog).getByLabelText('Cover letter (optional)'), 'Hello');
    expect(within(dialog).getByText('5 / 5,000 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Already Applied' })).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Apply Now, which had the focus, is disabled now: the job's title takes it.
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Designer' })).toHaveFocus();
    expect(applyBodies(calls)).toEqual([
      {
        jobId: shown._id,
        answers: [
          { questionId: questions[0]!.id, answer: 'I love it' },
          { questionId: questions[1]!.id, answer: 'yes' },
          { questionId: questions[2]!.id, answer: '1 month' },
        ],
        coverLetter: 'Hello',
      },
    ]);
  });

  it('says which required questions are unanswered, and sends nothing', async () => {
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Why this role? (required)'), 'Because');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Answer the questions marked required.',
    );
    const chennai = within(dialog).getByRole('group', {
      name: 'Can you work from Chennai? (required)',
    });
    expect(chennai).toHaveAccessibleDescription('This question needs an answer');
    expect(within(chennai).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Why this role? (required)')).toHaveValue('Because');
    expect(applyBodies(calls)).toEqual([]);
  });

  it('shows what the server refused in the dialog, keeping everything typed', async () => {
    server({ refuse: 'Question 2: answer yes or no' });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Why this role? (required)'), 'Because');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await userEvent.type(within(dialog).getByLabelText('Cover letter (optional)'), 'Dear team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Question 2: answer yes or no',
    );
    expect(within(dialog).getByLabelText('Why this role? (required)')).toHaveValue('Because');
    expect(within(dialog).getByLabelText('Cover letter (optional)')).toHaveValue('Dear team');
    expect(within(dialog).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('closes on Escape and gives the focus back to Apply Now', async () => {
    server();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Apply Now' })[0]).toHaveFocus();
  });

  it('uploads a PDF chosen in the dialog, refusing another kind of file, then applies', async () => {
    const calls = server({ withResume: false });
    const person = userEvent.setup({ applyAccept: false });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    const chooser = within(dialog).getByLabelText('Upload your resume (PDF, 5 MB at most)');
    await person.upload(chooser, new File(['x'], 'cv.docx', { type: 'application/msword' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The resume must be a PDF file');
    await person.upload(chooser, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await person.type(within(dialog).getByLabelText('Why this role? (required)'), 'Because');
    await person.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await person.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByRole('button', { name: 'Already Applied' })).toHaveLength(2);
    const sent = calls.map((c) => c.url);
    expect(sent.indexOf('/api/users/update-resume')).toBeGreaterThan(-1);
    expect(sent.indexOf('/api/users/update-resume')).toBeLessThan(sent.indexOf('/api/users/apply'));
  });

  it('replaces the resume on file with another PDF chosen there, and caps the cover letter', async () => {
    const calls = server();
    const person = userEvent.setup();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Cover letter (optional)')).toHaveAttribute(
      'maxLength',
      '5000',
    );
    await within(dialog).findByText('ada-cv.pdf');
    await person.click(within(dialog).getByRole('button', { name: 'Use another resume' }));
    const chooser = within(dialog).getByLabelText('Upload your resume (PDF, 5 MB at most)');
    expect(chooser).toHaveFocus();
    await person.upload(chooser, new File(['%PDF'], 'newer.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('newer.pdf')).toBeInTheDocument();
    await person.type(within(dialog).getByLabelText('Why this role? (required)'), 'Because');
    await person.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await person.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByRole('button', { name: 'Already Applied' })).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/users/update-resume')).toHaveLength(1);
  });

  it('asks a visitor to sign in, then opens the dialog once they have', async () => {
    server();
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const view = renderScreen(<JobDetailPage />, { path, url, auth: visitor });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    expect(visitor.openSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.setAuth(signedIn());
    expect(
      await screen.findByRole('dialog', { name: 'Apply for Staff Designer' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});
