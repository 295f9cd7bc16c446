import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyExport, TeamMember, TeamRole } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const owner: TeamMember = {
  _id: company._id,
  name: company.name,
  email: company.email,
  role: 'owner',
  invitedAt: Date.UTC(2026, 0, 5),
  joinedAt: Date.UTC(2026, 0, 5),
};
const exported: CompanyExport = {
  exportedAt: Date.UTC(2026, 10, 1),
  company: {
    _id: company._id,
    name: company.name,
    email: company.email,
    logo: company.image,
    emailVerified: true,
    createdAt: Date.UTC(2026, 0, 5),
  },
  members: [],
  jobs: [],
  applications: [],
  notes: [],
  activity: [],
};

function server(role: TeamRole) {
  return fakeServer(
    routes({
      'GET /api/company/company': () => ({
        data: { success: true, company, member: { _id: 'me', name: 'Me', role } },
      }),
      'GET /api/company/members': () => ({ data: { success: true, members: [owner] } }),
      'GET /api/company/export': () => ({ data: exported }),
      'POST /api/company/delete-account': (config) =>
        (JSON.parse(String(config.data)) as { password: string }).password === 'right-password'
          ? { data: { success: true, message: 'The company account has been deleted' } }
          : { status: 400, data: { success: false, message: 'The password is not right' } },
    }),
  );
}

const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('nothing saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsText(blob);
  });

describe('Company data on the Team page', () => {
  it('downloads the export as a file, fetched with the token', async () => {
    const calls = server('admin');
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:company';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    await user.click(await screen.findByRole('button', { name: 'Export company data' }));
    expect(await screen.findByText('The company data has been downloaded')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/company/export')?.headers.token).toBe('company-token');
    expect(clicked).toEqual(['company-data.json blob:company']);
    expect(JSON.parse(await textOf(saved[0]))).toEqual(exported);
    // Deleting is the owner's alone.
    expect(screen.queryByRole('button', { name: 'Delete company' })).toBeNull();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('shows recruiters and viewers no company data', async () => {
    server('recruiter');
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    await screen.findByRole('cell', { name: company.name });
    expect(screen.queryByRole('region', { name: 'Company data' })).toBeNull();
  });

  it('deletes the company once its name and the password are typed, then signs out home', async () => {
    const calls = server('owner');
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    const open = await screen.findByRole('button', { name: 'Delete company' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete the company?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete the company' });
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Type the company name, Acme Software, to confirm',
    );
    await user.type(within(dialog).getByLabelText('Company name'), 'Acme Software');
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the password to confirm');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not right');

    await user.click(within(dialog).getByRole('button', { name: 'Keep the company' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    const again = screen.getByRole('dialog', { name: 'Delete the company?' });
    await user.type(within(again).getByLabelText('Company name'), 'Acme Software');
    await user.type(within(again).getByLabelText('Password'), 'right-password');
    // Everything the page shows while it leaves, however briefly: no login is asked for.
    const shown: string[] = [];
    const watch = new MutationObserver((changes) =>
      changes.forEach((change) =>
        change.addedNodes.forEach((node) => shown.push(node.textContent ?? '')),
      ),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    await user.click(within(again).getByRole('button', { name: 'Delete the company' }));
    expect(await screen.findByText('The company account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
    watch.disconnect();
    expect(shown.filter((text) => text.includes('Recruiter login required'))).toEqual([]);
    expect(localStorage.getItem('companyToken')).toBeNull();
    const deletions = calls.filter((c) => c.url === '/api/company/delete-account');
    expect(deletions.map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
  });
});
