import { screen } from '@testing-library/react';
import { PRIVACY_HEAD, TERMS_HEAD } from 'shared-api/page-head';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

describe('the privacy notice and the terms', () => {
  it('/privacy says what is kept, how long, who sees it, the processors, and how to export or delete', async () => {
    fakeServer(
      routes({
        'GET /api/privacy': () => ({ data: { success: true, applicationRetentionDays: 180 } }),
      }),
    );
    await renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(PRIVACY_HEAD.title);
    for (const name of [
      'What we keep, and why',
      'For how long',
      'Who sees it',
      'Who processes it for us',
      'Download or delete your data',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The period the server applies, not the default.
    expect(
      await screen.findByText(/kept whole for 180 days after its job closes/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Clerk, when the site signs you in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('/terms has its title and links the privacy notice', async () => {
    fakeServer(routes({}));
    await renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of use' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(TERMS_HEAD.title);
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
