import { screen, within } from '@testing-library/react';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 2 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

beforeEach(() => {
  localStorage.clear();
  fakeServer(routes({}));
});

describe('The release override badge', () => {
  it('names each pinned remote version and clears it from the page the person is on', async () => {
    await renderApp('/saved-jobs?sort=new', { signInMode: 'modal' }, undefined, [
      'seeker@v2',
      'recruiter@pr-12',
    ]);
    const badge = screen.getByRole('region', { name: 'Release overrides' });
    expect(within(badge).getByText('Release override: seeker@v2')).toBeVisible();
    expect(within(badge).getByText('Release override: recruiter@pr-12')).toBeVisible();
    expect(within(badge).getByRole('link', { name: 'Clear seeker@v2' })).toHaveAttribute(
      'href',
      '/saved-jobs?sort=new&release=seeker%40live',
    );
    expect(within(badge).getByRole('link', { name: 'Clear recruiter@pr-12' })).toHaveAttribute(
      'href',
      '/saved-jobs?sort=new&release=recruiter%40live',
    );
  });

  it('is not there without an override', async () => {
    await renderApp('/saved-jobs');
    expect(await screen.findByText('Remote screen seeker/saved-jobs')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Release overrides' })).not.toBeInTheDocument();
  });
});
