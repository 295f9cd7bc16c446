import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

beforeEach(() => {
  localStorage.clear();
  fakeServer(
    routes({
      'GET /api/privacy': () => ({ data: { success: true, applicationRetentionDays: 180 } }),
    }),
  );
});

describe('the skip link', () => {
  it("is the first Tab stop and takes the focus past the navbar to the page's heading", async () => {
    const user = userEvent.setup();
    await renderApp('/privacy');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    // The URL keeps no fragment for the router to read as another page.
    expect(window.location.hash).toBe('');
    // The next Tab goes on from the content, not from the top of the page.
    await user.tab();
    expect(screen.getByRole('banner')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the main landmark itself on a screen without a heading, only while it is there', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByText(/Remote screen seeker/);
    await user.tab();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    await user.tab();
    expect(main).not.toHaveAttribute('tabindex');
  });
});
