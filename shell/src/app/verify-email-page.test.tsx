import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_EXPIRED } from 'shared-api/contract';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

const answer =
  (message: string, status = 200): FakeServer =>
  () => ({ status, data: { success: status === 200, message } });
const verifyCalls = <T extends { url?: string }>(calls: T[]) =>
  calls.filter((call) => call.url === '/api/company/verify-email');

beforeEach(() => localStorage.clear());

describe('/verify-email', () => {
  it("verifies with the link's token once, at once, and leads to the dashboard", async () => {
    const calls = fakeServer(
      routes({ 'POST /api/company/verify-email': answer('Your email address is verified.') }),
    );
    await renderApp('/verify-email?token=verify-1');
    const done = await screen.findByText('Your email address is verified.');
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(verifyCalls(calls)).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls(calls)[0]?.data))).toEqual({ token: 'verify-1' });
  });

  it('offers a signed-in company a new link when this one has expired', async () => {
    localStorage.setItem('companyToken', 'company-token');
    const calls = fakeServer(
      routes({
        'POST /api/company/verify-email': answer(LINK_EXPIRED, 400),
        'POST /api/company/resend-verification': answer('We sent a new link to hr@acme.test.'),
      }),
    );
    const user = userEvent.setup();
    await renderApp('/verify-email?token=old');
    expect(await screen.findByText(LINK_EXPIRED, { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new link to hr@acme.test.')).toBeInTheDocument();
    const resend = calls.find((call) => call.url === '/api/company/resend-verification');
    expect(resend?.headers.token).toBe('company-token');
  });

  it('tells a visitor who is not signed in how to get a new link', async () => {
    fakeServer(routes({ 'POST /api/company/verify-email': answer(LINK_EXPIRED, 400) }));
    const user = userEvent.setup();
    await renderApp('/verify-email?token=old');
    await screen.findByText(LINK_EXPIRED, { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Recruiter Login' }));
    await waitFor(() =>
      expect(screen.getByText('Remote screen recruiter/recruiter-login')).toBeInTheDocument(),
    );
  });
});
