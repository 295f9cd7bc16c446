import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserExport } from 'shared-api/contract';
import { user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import ProfilePage from './profile-page';

const exported: UserExport = {
  exportedAt: 1,
  account: {
    _id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    image: '',
    signIn: 'password',
    createdAt: 1,
  },
  profile: { headline: '', phone: '', city: '', links: [], yearsOfExperience: null, skills: [] },
  resume: { url: '', name: null, uploadedAt: null },
  savedJobs: [],
  alerts: [],
  applications: [],
};

/** The server; `passwordSignIn` false for a Clerk account, `refuse` a deletion's 403 message. */
function server({ passwordSignIn = true, refuse = '' } = {}) {
  return fakeServer(
    routes({
      'GET /api/users/profile': () => ({
        data: {
          success: true,
          passwordSignIn,
          profile: { ...exported.profile, resume: null },
        },
      }),
      'GET /api/users/user': () => ({ data: { success: true, user: user() } }),
      'GET /api/users/export': () => ({ data: exported }),
      'POST /api/users/delete-account': () =>
        refuse
          ? { status: 403, data: { success: false, message: refuse } }
          : { data: { success: true, message: 'Your account has been deleted' } },
    }),
  );
}

/** jsdom's Blob has no text(): read it as a browser would. */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('nothing saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsText(blob);
  });

const deletions = (calls: { url?: string; data?: unknown }[]) =>
  calls
    .filter((c) => c.url === '/api/users/delete-account')
    .map((c) => JSON.parse(String(c.data)) as object);

function renderProfile() {
  // Its own sign-out, so that one test's calls are not another's.
  const auth = { ...signedIn(), signOut: vi.fn(async () => {}) };
  renderScreen(<ProfilePage />, {
    path: '/profile',
    auth,
    others: { '/': <h1>Home</h1> },
  });
  return auth;
}

describe('Your data on the Profile page', () => {
  it('downloads the export as a file, fetched with the session', async () => {
    const calls = server();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const person = userEvent.setup();
    renderProfile();
    await person.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/api/users/export');
    expect(call?.headers.Authorization).toBe('Bearer seeker-token');
    expect(saved).toHaveLength(1);
    expect(clicked).toEqual(['job-board-data.json blob:export']);
    expect(JSON.parse(await textOf(saved[0]))).toEqual(exported);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('deletes a built-in account once the email and password are typed, then signs out home', async () => {
    const calls = server();
    const person = userEvent.setup();
    const auth = renderProfile();
    await person.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type your email to confirm');
    await person.type(within(dialog).getByLabelText('Your email'), 'ada@example.com');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your password to confirm');
    expect(deletions(calls)).toEqual([]);
    await person.type(within(dialog).getByLabelText('Password'), 'secret-password');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(deletions(calls)).toEqual([{ email: 'ada@example.com', password: 'secret-password' }]);
    expect(auth.signOut).toHaveBeenCalledWith({ tokenRefused: true });
    // The router moves in a transition, which a busy machine may commit after the toast.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(/^\/$/);
  });

  it('asks a Clerk account for its email only', async () => {
    const calls = server({ passwordSignIn: false });
    const person = userEvent.setup();
    renderProfile();
    await person.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByLabelText('Your email')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).queryByLabelText('Password')).toBeNull());
    await person.type(within(dialog).getByLabelText('Your email'), 'ada@example.com');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(deletions(calls)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('keeps the dialog open with the refusal, and closes on Keep my account', async () => {
    server({ refuse: 'The password is not right' });
    const person = userEvent.setup();
    const auth = renderProfile();
    const opener = await screen.findByRole('button', { name: 'Delete my account' });
    await person.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await person.type(within(dialog).getByLabelText('Your email'), 'ada@example.com');
    await person.type(within(dialog).getByLabelText('Password'), 'wrong');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not right');
    expect(auth.signOut).not.toHaveBeenCalled();
    await person.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
