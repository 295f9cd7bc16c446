import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { applicationFor, job, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import ApplicationsPage from './applications-page';

// One per stage; the job title says which row is which.
const applications = [
  applicationFor(job(1, { title: 'Designer' }), 'Accepted'),
  applicationFor(job(2, { title: 'Engineer' }), 'Rejected'),
  applicationFor(job(3, { title: 'Analyst' }), 'Pending'),
  applicationFor(job(4, { title: 'Tester' }), 'Shortlisted'),
  applicationFor(job(5, { title: 'Architect' }), 'Interviewing'),
  applicationFor(job(6, { title: 'Writer' }), 'Withdrawn'),
];
const analyst = applications[2]!;

const uploadedAt = new Date(2026, 9, 14, 12).getTime();
const profile = (resume: string, fileName: string) => ({
  headline: '',
  phone: '',
  city: '',
  links: [],
  yearsOfExperience: null,
  skills: [],
  resume: resume ? { url: resume, fileName, uploadedAt } : null,
});

function server(resume: string, withdraw?: FakeServer) {
  const state = {
    resume,
    fileName: 'old-cv.pdf',
    applications: applications.map((a) => ({ ...a })),
  };
  const calls = fakeServer(
    routes({
      'GET /api/users/user': () => ({ data: { success: true, user: user(state.resume) } }),
      'GET /api/users/profile': () => ({
        data: { success: true, profile: profile(state.resume, state.fileName) },
      }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: state.applications },
      }),
      'POST /api/users/update-resume': () => {
        state.resume = '/files/resumes/new.pdf?signature=s';
        state.fileName = 'my-cv.pdf';
        return { data: { success: true, message: 'Resume Updated' } };
      },
      'POST /api/users/withdraw':
        withdraw ??
        ((config) => {
          const { id } = JSON.parse(String(config.data)) as { id: string };
          const found = state.applications.find((a) => a._id === id);
          if (found) found.status = 'Withdrawn';
          return { data: { success: true, message: 'Application withdrawn' } };
        }),
    }),
  );
  return { calls, state };
}

const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr')!;

const withdrawCalls = (calls: InternalAxiosRequestConfig[]) =>
  calls.filter((c) => c.url === '/api/users/withdraw');

describe('Applications', () => {
  it('asks a visitor to sign in', async () => {
    fakeServer(routes({}));
    renderScreen(<ApplicationsPage />);
    expect(
      screen.getByText('Sign in to see your resume and the jobs you applied to.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(signedOut.openSignIn).toHaveBeenCalled();
  });

  it('has one level-one heading, and its table is the one landmark named Jobs Applied', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await screen.findByRole('table');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Applied Jobs');
    expect(screen.getAllByRole('region', { name: 'Jobs Applied' })).toHaveLength(1);
  });

  it('uploads a first resume: PDF only, shows the chosen name, then shows the Resume link', async () => {
    const { calls } = server('');
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const chooser = await screen.findByLabelText('Select Resume');
    expect(chooser).toHaveAttribute('accept', 'application/pdf,.pdf');
    // Save with no file: said under the chooser, which it is about.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const resumeSection = screen.getByRole('region', { name: 'Your Resume' });
    expect(within(resumeSection).getByRole('alert')).toHaveTextContent('Select a PDF resume first');
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
    expect(chooser).toHaveAccessibleDescription('Select a PDF resume first');
    await user.upload(chooser, new File(['%PDF-1.4'], 'my-cv.pdf', { type: 'application/pdf' }));
    expect(chooser).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Resume Updated')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Resume' });
    // Save went with the chooser: the keyboard goes on from Edit.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(link).toHaveAttribute('href', '/files/resumes/new.pdf?signature=s');
    expect(link).toHaveAttribute('target', '_blank');
    const upload = calls.find((c) => c.url === '/api/users/update-resume');
    expect((upload?.data as FormData).get('resume')).toBeInstanceOf(File);
    // Which file is on file, and since when.
    expect(await screen.findByText('my-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(/Uploaded on October 14, 2026/)).toBeInTheDocument();

    // Edit starts from an empty selection: the last one was cleared by Save.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Select Resume')).toBeInTheDocument();
    // Each button goes with its press: the focus goes to what replaced it.
    expect(screen.getByLabelText('Select Resume')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('lists the jobs applied to with long dates, and every stage in a colour of its own', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Job Title', 'Location', 'Date', 'Status', 'Action']);
    expect(within(rows[0]!).getByText('November 3, 2026')).toBeInTheDocument();
    const colours = {
      Designer: ['Accepted', 'bg-green-100'],
      Engineer: ['Rejected', 'bg-red-100'],
      Analyst: ['Pending', 'bg-blue-100'],
      Tester: ['Shortlisted', 'bg-violet-100'],
      Architect: ['Interviewing', 'bg-amber-100'],
      Writer: ['Withdrawn', 'bg-gray-200'],
    } as const;
    for (const [title, [stage, colour]] of Object.entries(colours)) {
      expect(within(await rowOf(title)).getByText(stage)).toHaveClass(colour);
    }
  });

  it('names each value in its row for the stacked rows of a phone screen, Withdraw included', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const row = await rowOf('Analyst');
    const labels = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.querySelector('[aria-hidden="true"]'));
    expect(labels.map((label) => label?.textContent)).toEqual([
      'Company',
      'Job Title',
      'Location',
      'Date',
      'Status',
      'Action',
    ]);
    // Shown only where the column headers are not: screen readers have those at any width.
    for (const label of labels) expect(label).toHaveClass('sm:hidden');
    expect(
      within(row).getByRole('button', { name: 'Withdraw application for Analyst' }),
    ).toBeVisible();
    expect(within(row).getByRole('cell', { name: 'Analyst' })).toBeInTheDocument();
  });

  it('names no Action on a phone for an application with nothing left to do', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    for (const title of ['Designer', 'Engineer', 'Writer']) {
      const cells = within(await rowOf(title)).getAllByRole('cell');
      const labels = cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent);
      expect(labels).toEqual(['Company', 'Job Title', 'Location', 'Date', 'Status', undefined]);
      // The empty cell stays in the table from `sm` up, under the Action header.
      expect(cells.at(-1)).toBeEmptyDOMElement();
      expect(cells.at(-1)).toHaveClass('max-sm:hidden');
    }
  });

  it("links each job title to the job's page, which a plain click opens here at its top", async () => {
    server('/files/resumes/r.pdf?signature=s');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const link = within(await rowOf('Analyst')).getByRole('link', { name: 'Analyst' });
    // A real link: a new tab, a middle-click or a copied link opens the job's page.
    expect(link).toHaveAttribute('href', `/apply-jobs/${analyst.jobId._id}`);
    await userEvent.click(link);
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(
      `/apply-jobs/${analyst.jobId._id}`,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('offers Withdraw only while an application is open', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await screen.findByRole('table');
    expect(
      screen
        .getAllByRole('button', { name: /^Withdraw application for / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Withdraw application for Analyst',
      'Withdraw application for Tester',
      'Withdraw application for Architect',
    ]);
  });

  it('asks first: Keep application or Escape sends nothing and gives focus back', async () => {
    const { calls } = server('/files/resumes/r.pdf?signature=s');
    const person = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw application for Analyst',
    });

    await person.click(withdraw);
    const dialog = screen.getByRole('dialog', {
      name: 'Withdraw your application for Analyst at Acme?',
    });
    await person.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();

    // By keyboard: Enter opens it, Tab stays inside, Escape closes it.
    await person.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await person.tab();
    await person.tab();
    await person.tab();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await person.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await person.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();

    expect(withdrawCalls(calls)).toEqual([]);
    expect(within(await rowOf('Analyst')).getByText('Pending')).toBeInTheDocument();
  });

  it('withdraws on confirm: sends the id, toasts, shows Withdrawn at once without the button', async () => {
    const { calls } = server('/files/resumes/r.pdf?signature=s');
    const person = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await person.click(
      await screen.findByRole('button', { name: 'Withdraw application for Analyst' }),
    );
    await person.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = await rowOf('Analyst');
    expect(within(row).getByText('Withdrawn')).toHaveClass('bg-gray-200');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    // Its button is gone, so focus lands on the stage it now has, not on the page.
    expect(within(row).getByRole('cell', { name: 'Withdrawn' })).toHaveFocus();

    const sent = withdrawCalls(calls);
    expect(sent.map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([{ id: analyst._id }]);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer seeker-token');
    // The cache was updated in place: the list was not asked for again.
    expect(calls.filter((c) => c.url === '/api/users/applications')).toHaveLength(1);
  });

  it('shows the reason when the server refuses, and changes nothing', async () => {
    const refusal = 'This application is already Rejected: it cannot be withdrawn';
    const { calls } = server('/files/resumes/r.pdf?signature=s', () => ({
      status: 409,
      data: { success: false, message: refusal },
    }));
    const person = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw application for Analyst',
    });
    await person.click(withdraw);
    await person.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdrawCalls(calls)).toHaveLength(1);
    const row = await rowOf('Analyst');
    expect(within(row).getByText('Pending')).toHaveClass('bg-blue-100');
    expect(withdraw).toBeInTheDocument();
    expect(withdraw).toHaveFocus();
  });

  it('after a refusal, the row catches up with the stage the company gave it', async () => {
    const { state } = server('/files/resumes/r.pdf?signature=s', () => {
      state.applications.find((a) => a._id === analyst._id)!.status = 'Rejected';
      return { status: 409, data: { success: false, message: 'Already Rejected' } };
    });
    const person = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await person.click(
      await screen.findByRole('button', { name: 'Withdraw application for Analyst' }),
    );
    await person.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Already Rejected')).toBeInTheDocument();
    const row = await rowOf('Analyst');
    await waitFor(() => expect(within(row).getByText('Rejected')).toHaveClass('bg-red-100'));
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is titled Applied Jobs', async () => {
    document.title = '';
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await screen.findByRole('table');
    expect(document.title).toBe('Applied Jobs | Job Board');
  });
});
