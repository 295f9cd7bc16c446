import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import HomePage from './home-page';

const SEARCH = '/?title=React&location=Bangalore&categories=Programming,Design&locations=Chennai';

function server(answer: { status?: number; data: unknown }) {
  return fakeServer(
    routes({
      'GET /api/jobs': () => page([job(1)]),
      'POST /api/users/alerts': () => answer,
    }),
  );
}
const alertCalls = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.url === '/api/users/alerts');

describe('Home page: Email me jobs like these', () => {
  it('saves the search in the URL for a signed-in seeker and says so', async () => {
    const message = 'Job alert saved: we will email you new jobs for React in Bangalore';
    const calls = server({
      status: 201,
      data: {
        success: true,
        message,
        alert: {
          _id: 'a1',
          title: 'React',
          location: 'Bangalore',
          categories: ['Programming', 'Design'],
          locations: ['Chennai'],
          createdAt: 1,
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: SEARCH, auth: signedIn('seeker-token') });
    await screen.findByRole('article', { name: 'Job number 1' });

    await user.click(screen.getByRole('button', { name: 'Email me jobs like these' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const [call, ...more] = alertCalls(calls);
    expect(more).toEqual([]);
    expect(call?.method).toBe('post');
    expect(call?.headers.Authorization).toBe('Bearer seeker-token');
    expect(JSON.parse(String(call?.data))).toEqual({
      title: 'React',
      location: 'Bangalore',
      categories: ['Programming', 'Design'],
      locations: ['Chennai'],
    });
    // No hint: nothing in this search is left out of the alert.
    expect(screen.queryByText(/Alerts keep the title/)).not.toBeInTheDocument();
  });

  it('saves the keywords searched as the alert’s title, since alerts match titles', async () => {
    const calls = server({
      status: 201,
      data: {
        success: true,
        message: 'Job alert saved',
        alert: {
          _id: 'a2',
          title: 'react',
          location: '',
          categories: [],
          locations: [],
          createdAt: 1,
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?q=react&sort=pay', auth: signedIn('seeker-token') });
    await screen.findByRole('article', { name: 'Job number 1' });
    await user.click(screen.getByRole('button', { name: 'Email me jobs like these' }));
    expect(await screen.findByText('Job alert saved')).toBeInTheDocument();
    expect(JSON.parse(String(alertCalls(calls)[0]?.data))).toEqual({
      title: 'react',
      location: '',
      categories: [],
      locations: [],
    });
  });

  it("shows the server's message when it refuses", async () => {
    const message =
      'Your account has no email address, so job alerts cannot be sent to you. Add one to your account first.';
    server({ status: 409, data: { success: false, message } });
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?title=Go', auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Email me jobs like these' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says which filters an alert leaves out, tied to the button', async () => {
    server({ data: {} });
    renderScreen(<HomePage />, { url: '/?title=Go&workplaces=REMOTE', auth: signedIn() });
    const button = await screen.findByRole('button', { name: 'Email me jobs like these' });
    expect(button).toHaveAccessibleDescription(
      'Alerts keep the title, location, category and city; not job type, workplace or pay.',
    );
  });

  it('offers a visitor to sign in instead, and saves nothing', async () => {
    const calls = server({ data: {} });
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: SEARCH, auth: signedOut });
    expect(
      screen.queryByRole('button', { name: 'Email me jobs like these' }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Sign in to get jobs like these by email' }),
    );
    expect(signedOut.openSignIn).toHaveBeenCalled();
    expect(alertCalls(calls)).toEqual([]);
  });
});
