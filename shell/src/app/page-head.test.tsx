import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  SITE_DESCRIPTION,
  pageTitle,
} from 'shared-api/page-head';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 2 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

const jobUrl = '/apply-jobs/00000000-0000-4000-8000-000000000001';
const serverTags = () => [...document.head.querySelectorAll('[data-page-head]')];
const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** The head the server sends with a job's page: its own tags marked, the defaults replaced. */
function serverSentHead() {
  document.head.innerHTML = `
    <title>Staff Designer at Acme | Job Board</title>
    <meta name="description" content="Acme is hiring.">
    <link rel="canonical" href="http://localhost${jobUrl}" data-page-head>
    <meta property="og:title" content="Staff Designer at Acme | Job Board" data-page-head>
    <script type="application/ld+json" data-page-head>{"@type":"JobPosting"}</script>`;
}

beforeEach(() => {
  localStorage.clear();
  fakeServer(routes({}));
});

describe('The page head', () => {
  it('keeps the server’s tags of the page it sent, and drops them once the app moves to another path', async () => {
    serverSentHead();
    await renderApp(jobUrl);
    expect(await screen.findByText('Remote screen seeker/job-detail')).toBeInTheDocument();
    expect(serverTags()).toHaveLength(3);

    await userEvent.click(screen.getByRole('link', { name: 'Job Board home' }));
    expect(await screen.findByText('Remote screen seeker/home')).toBeInTheDocument();
    expect(serverTags()).toEqual([]);
    // The description is not the server's alone: the screens keep it up to date.
    expect(description()).toBe('Acme is hiring.');
  });

  it('keeps them while only the query changes', async () => {
    serverSentHead();
    await renderApp('/?title=designer');
    expect(await screen.findByText('Remote screen seeker/home')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Job Board home' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(serverTags()).toHaveLength(3);
  });

  it('titles the shell’s own pages: not found and sign-in', async () => {
    document.title = '';
    const notFound = await renderApp('/no/such/page');
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(description()).toBe(NOT_FOUND_DESCRIPTION);
    notFound.unmount();

    await renderApp('/sign-in', { signInMode: 'redirect' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Job Board' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Sign in'));
  });

  it('starts from the site’s title and description, as index.html says them', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.title).toBe(pageTitle());
    expect(page.querySelector<HTMLMetaElement>('head > meta[name="description"]')?.content).toBe(
      SITE_DESCRIPTION,
    );
  });
});
