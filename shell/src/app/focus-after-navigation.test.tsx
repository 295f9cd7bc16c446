import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useNavigate } from 'react-router-dom';
import { fakeServer, renderApp, routes } from '../test/render-app';

/** A home screen whose button leads away and goes with its page, and a page with a heading. */
function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/saved-jobs')}>
      Open saved jobs
    </button>
  );
}
const SavedJobs = () => <h1>Saved Jobs</h1>;
/** A page that sends its visitor on as it opens. */
const Moved = () => <Navigate to="/saved-jobs" replace />;

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: id.endsWith('saved-jobs') ? SavedJobs : id.endsWith('profile') ? Moved : Home,
  })),
}));

beforeEach(() => {
  localStorage.clear();
  fakeServer(routes({}));
});

describe('the focus after a page change', () => {
  it("goes to the new page's heading when the control that led there went with the old page", async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open saved jobs' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the first Tab to the skip link after a redirect as the site opens', async () => {
    await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
  });

  it('leaves a focus that stayed where it is', async () => {
    await renderApp('/');
    await screen.findByRole('button', { name: 'Open saved jobs' });
    const home = screen.getByRole('link', { name: 'Job Board home' });
    home.focus();
    window.history.pushState({}, '', '/saved-jobs');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' });
    expect(home).toHaveFocus();
  });
});
