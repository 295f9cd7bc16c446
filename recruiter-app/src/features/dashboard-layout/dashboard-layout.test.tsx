import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompany } from 'shared-api/company/get-company';
import type { FakeResponse, FakeServer } from 'shared-api/testing/fake-server';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { recruiterJob } from '../../test/recruiter-job';

const dashboardApi = (logout: FakeServer) =>
  routes({
    'GET /api/company/company': () => ({ data: { success: true, company } }),
    'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [] } }),
    'GET /api/company/applicants': () => ({ data: { success: true, applications: [] } }),
    'POST /api/company/logout': logout,
  });

/** The home page as the shell shows it: its Navbar names a signed-in recruiter's company. */
function HomeWithNavbar() {
  const company = useCompany();
  return (
    <>
      <p>Home page</p>
      {company.data ? <p>{company.data.name}</p> : null}
    </>
  );
}

async function logOut() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Acme Software Company menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

describe('Dashboard layout', () => {
  it('asks a visitor without a company token to log in, whatever dashboard URL they open', async () => {
    const calls = fakeServer(routes({}));
    renderRecruiterApp({ url: '/dashboard/add-job' });
    expect(screen.getByText('Recruiter login required')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Recruiter Login' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Recruiter Login' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('greets the company, sends /dashboard to Manage Jobs, and logs out by keyboard alone', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [] } }),
        'GET /api/company/applicants': () => ({ data: { success: true, applications: [] } }),
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard', companyToken: 'company-token' });
    expect(await screen.findByText('Welcome, Acme Software')).toBeInTheDocument();
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/manage-jobs');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['Add Job', 'Manage Jobs', 'View Applications']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Job Board home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'View Applications' }));
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(
      /^\/dashboard\/view-applications$/,
    );
    await user.click(screen.getByRole('link', { name: 'Add Job' }));
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(/^\/dashboard\/add-job$/);
    expect(screen.getByRole('link', { name: 'Add Job' })).toHaveAttribute('aria-current', 'page');

    screen.getByRole('button', { name: 'Acme Software Company menu' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
  });

  it('runs the side bar the full height of a long screen, not one screen high', async () => {
    fakeServer(dashboardApi(() => ({ data: { success: true, message: 'Logged out' } })));
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });
    expect(await screen.findByText('Welcome, Acme Software')).toBeInTheDocument();
    // jsdom draws no layout: the side bar stretches with its row, the row with the page, and
    // nothing holds it to the height of the window (it stopped there on Add Job and Edit Job).
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveClass('self-stretch', 'bg-white', 'border-r');
    expect(nav.className).not.toMatch(/(^|\s)(min-)?h-/);
    expect(nav.parentElement).toHaveClass('flex', 'flex-1');
    expect(nav.parentElement).not.toHaveClass('items-start');
    expect(nav.parentElement!.parentElement).toHaveClass('flex', 'min-h-screen', 'flex-col');
  });

  it('titles every screen in one look', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({
          data: { success: true, jobsData: [recruiterJob(1)], total: 1 },
        }),
        'GET /api/company/applicants': () => ({ data: { success: true, applications: [] } }),
        'GET /api/company/members': () => ({ data: { success: true, members: [] } }),
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const looks: Record<string, string> = {};
    for (const name of ['Manage Jobs', 'View Applications', 'Team', 'Add Job']) {
      await user.click(screen.getByRole('link', { name }));
      const heading = await screen.findByRole('heading', { level: 1, name });
      // Their spacing may differ; size, weight and colour may not (Team's was semibold).
      looks[name] = [...heading.classList].filter((style) => !/^m[tb]?-/.test(style)).join(' ');
    }
    expect(new Set(Object.values(looks)).size).toBe(1);
    expect(looks.Team).toContain('font-medium');
  });

  it('asks the server to refuse the company token on Logout', async () => {
    const calls = fakeServer(
      dashboardApi(() => ({ data: { success: true, message: 'Logged out' } })),
    );
    renderRecruiterApp({ url: '/dashboard', companyToken: 'company-token' });
    await logOut();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/company/logout')).toHaveLength(1),
    );
    const logout = calls.find((call) => call.url === '/api/company/logout')!;
    expect(logout.method).toBe('post');
    expect(logout.headers.token).toBe('company-token');
    expect(localStorage.getItem('companyToken')).toBeNull();
  });

  it('sends nothing with the old token once Logout is chosen, the revocation aside', async () => {
    const calls = fakeServer(
      dashboardApi(() => ({ data: { success: true, message: 'Logged out' } })),
    );
    renderRecruiterApp({ url: '/dashboard', companyToken: 'company-token' }, <HomeWithNavbar />);
    expect(await screen.findByText('Welcome, Acme Software')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/company/list-jobs'));
    const before = calls.length;
    // Everything the page shows while it leaves, however briefly: no login is asked for.
    const shown: string[] = [];
    const watch = new MutationObserver((changes) =>
      changes.forEach((change) =>
        change.addedNodes.forEach((node) => shown.push(node.textContent ?? '')),
      ),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    await logOut();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    watch.disconnect();
    expect(shown.filter((text) => text.includes('Recruiter login required'))).toEqual([]);
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/company/logout'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The server refuses the token from the revocation on: any other call with it would fail.
    const withOldToken = calls
      .slice(before)
      .filter((call) => call.headers.token === 'company-token');
    expect(withOldToken.map((call) => `${call.method?.toUpperCase()} ${call.url}`)).toEqual([
      'POST /api/company/logout',
    ]);
    expect(screen.queryByText('Acme Software')).not.toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
  });

  it('logs out at once, and quietly, while the server is slow and then fails', async () => {
    let answer!: (response: FakeResponse) => void;
    const answered = new Promise<FakeResponse>((resolve) => (answer = resolve));
    const calls = fakeServer(dashboardApi(() => answered));
    renderRecruiterApp({ url: '/dashboard', companyToken: 'company-token' });
    await logOut();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/company/logout'));
    // The server has not answered yet: the person is logged out all the same.
    expect(localStorage.getItem('companyToken')).toBeNull();

    await act(async () => {
      answer({ status: 503, data: { success: false, message: 'Service Unavailable' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
  });

  it('titles each dashboard page, and the login it asks for without a token', async () => {
    document.title = '';
    fakeServer(dashboardApi(() => ({ data: { success: true, message: 'Logged out' } })));
    const user = userEvent.setup();
    const dashboard = renderRecruiterApp({ url: '/dashboard', companyToken: 'company-token' });
    expect(await screen.findByText('Welcome, Acme Software')).toBeInTheDocument();
    expect(document.title).toBe('Manage Jobs | Job Board');
    await user.click(screen.getByRole('link', { name: 'View Applications' }));
    expect(document.title).toBe('View Applications | Job Board');
    await user.click(screen.getByRole('link', { name: 'Add Job' }));
    expect(document.title).toBe('Add Job | Job Board');
    dashboard.unmount();

    const editing = renderRecruiterApp({
      url: '/dashboard/edit-job/00000000-0000-4000-8000-000000000001',
      companyToken: 'company-token',
    });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(document.title).toBe('Edit Job | Job Board');
    editing.unmount();

    renderRecruiterApp({ url: '/dashboard/manage-jobs' });
    expect(screen.getByText('Recruiter login required')).toBeInTheDocument();
    expect(document.title).toBe('Recruiter login required | Job Board');
  });
});
