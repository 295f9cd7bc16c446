import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationFor, job, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import ApplicationsPage from './applications-page';

const applications = [
  applicationFor(job(1, { title: 'Designer' }), 'Accepted'),
  applicationFor(job(2, { title: 'Engineer' }), 'Rejected'),
  applicationFor(job(3, { title: 'Analyst' }), 'Pending'),
];

function server(resume: string) {
  const state = { resume };
  const calls = fakeServer(
    routes({
      'GET /api/users/user': () => ({ data: { success: true, user: user(state.resume) } }),
      'GET /api/users/applications': () => ({ data: { success: true, applications } }),
      'POST /api/users/update-resume': () => {
        state.resume = '/files/resumes/new.pdf?signature=s';
        return { data: { success: true, message: 'Resume Updated' } };
      },
    }),
  );
  return calls;
}

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

  it('uploads a first resume: PDF only, shows the chosen name, then shows the Resume link', async () => {
    const calls = server('');
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const chooser = await screen.findByLabelText('Select Resume');
    expect(chooser).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(chooser, new File(['%PDF-1.4'], 'my-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Resume Updated')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Resume' });
    expect(link).toHaveAttribute('href', '/files/resumes/new.pdf?signature=s');
    expect(link).toHaveAttribute('target', '_blank');
    const upload = calls.find((c) => c.url === '/api/users/update-resume');
    expect((upload?.data as FormData).get('resume')).toBeInstanceOf(File);

    // Edit starts from an empty selection: the last one was cleared by Save.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Select Resume')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Resume' })).toBeInTheDocument();
  });

  it('lists the jobs applied to with long dates and coloured statuses', async () => {
    server('/files/resumes/r.pdf?signature=s');
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Job Title', 'Location', 'Date', 'Status']);
    expect(within(rows[0]!).getByText('November 3, 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Accepted')).toHaveClass('bg-green-100');
    expect(within(rows[1]!).getByText('Rejected')).toHaveClass('bg-red-100');
    expect(within(rows[2]!).getByText('Pending')).toHaveClass('bg-blue-100');
  });
});
