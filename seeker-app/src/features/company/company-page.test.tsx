import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyPageDescription, pageTitle } from 'shared-api/page-head';
import { acme, companyId, job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes } from '../../test/render-screen';
import CompanyPage from './company-page';

const path = '/companies/:id';
const url = `/companies/${acme._id}`;
const params = (call: { params?: unknown } | undefined) => call?.params as Record<string, string>;
const currentUrl = () => screen.getByLabelText('Current URL').textContent;

/** Acme with `open` open jobs, numbered 1 to `open`, six a page. */
function server(open: number) {
  const jobs = Array.from({ length: open }, (_, i) => job(i + 1));
  return fakeServer(
    routes({
      [`GET /api/companies/${acme._id}`]: () => ({
        data: { success: true, company: acme, openJobs: open },
      }),
      'GET /api/jobs': (config) => {
        const n = Number(params(config).page);
        return page(jobs.slice((n - 1) * 6, n * 6), open, n);
      },
    }),
  );
}

describe('Company page', () => {
  it('shows the logo, name and open job count, and its open jobs a page at a time', async () => {
    const calls = server(8);
    renderScreen(<CompanyPage />, { path, url });
    expect(screen.getByRole('status', { name: 'Loading company' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', acme.image);
    expect(screen.getByText('8 open jobs')).toBeInTheDocument();
    const openJobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(await within(openJobs).findAllByRole('article')).toHaveLength(6);
    expect(params(calls.find((c) => c.url === '/api/jobs'))).toEqual({
      companyId: acme._id,
      page: '1',
      pageSize: '6',
    });

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(
      await within(openJobs).findByRole('article', { name: 'Job number 7' }),
    ).toBeInTheDocument();
    expect(within(openJobs).getAllByRole('article')).toHaveLength(2);
    expect(currentUrl()).toBe(`${url}?page=2`);
    expect(params(calls.at(-1))).toEqual({ companyId: acme._id, page: '2', pageSize: '6' });
    // The cards are the company's own: its name is not a link back to this page.
    expect(within(openJobs).queryByRole('link', { name: 'Acme' })).not.toBeInTheDocument();
  });

  it("puts the keyboard's focus on the list's heading when Next leads to the last page", async () => {
    server(8);
    renderScreen(<CompanyPage />, { path, url });
    const openJobs = await screen.findByRole('region', { name: 'Open jobs' });
    await within(openJobs).findByRole('article', { name: 'Job number 1' });

    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await within(openJobs).findByRole('article', { name: 'Job number 7' }),
    ).toBeInTheDocument();
    // Next is unavailable on the last page; the list starts again at its heading.
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Open jobs' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Job number 7' })).toHaveFocus();
  });

  it('opens a job from its card', async () => {
    server(1);
    renderScreen(<CompanyPage />, { path, url: `${url}?page=1` });
    const card = await screen.findByRole('article', { name: 'Job number 1' });
    expect(screen.getByText('1 open job')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
    expect(currentUrl()).toBe(`/apply-jobs/${job(1)._id}`);
  });

  it("links a card's title to its job, and no card to the company's own page", async () => {
    server(1);
    renderScreen(<CompanyPage />, { path, url });
    const card = await screen.findByRole('article', { name: 'Job number 1' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/apply-jobs/${job(1)._id}`]);
    await userEvent.click(within(card).getByRole('link', { name: 'Job number 1' }));
    expect(currentUrl()).toBe(`/apply-jobs/${job(1)._id}`);
  });

  it('says so when the company has no open jobs', async () => {
    server(0);
    renderScreen(<CompanyPage />, { path, url });
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(await screen.findByText('Acme has no open jobs right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/');
  });

  it('says clearly when the company does not exist', async () => {
    const calls = fakeServer(
      routes({
        [`GET /api/companies/${companyId(2)}`]: () => ({
          status: 404,
          data: { success: false, message: 'Company not found' },
        }),
        'GET /api/jobs': () => page([]),
      }),
    );
    renderScreen(<CompanyPage />, { path, url: `/companies/${companyId(2)}` });
    expect(await screen.findByText('This company could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/');
    expect(calls.map((c) => c.url)).toContain(`/api/companies/${companyId(2)}`);
  });

  it('does not ask the server about an address that cannot be a company', async () => {
    const calls = fakeServer(routes({}));
    renderScreen(<CompanyPage />, { path, url: '/companies/not-an-id' });
    expect(await screen.findByText('This company could not be found.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says why when the company cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakeServer(
      routes({
        [`GET /api/companies/${acme._id}`]: () =>
          fail
            ? {
                status: 500,
                data: { success: false, message: 'Something went wrong on our side.' },
              }
            : { data: { success: true, company: acme, openJobs: 1 } },
        'GET /api/jobs': () => page([job(1)]),
      }),
    );
    renderScreen(<CompanyPage />, { path, url });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This company could not be shown.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Job number 1' })).toBeInTheDocument();
  });

  it('says why when its jobs cannot be loaded', async () => {
    fakeServer(
      routes({
        [`GET /api/companies/${acme._id}`]: () => ({
          data: { success: true, company: acme, openJobs: 3 },
        }),
        'GET /api/jobs': () => ({
          status: 503,
          data: { success: false, message: 'The database is not available right now.' },
        }),
      }),
    );
    renderScreen(<CompanyPage />, { path, url });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs could not be loaded');
    expect(alert).toHaveTextContent('The database is not available right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
  });

  it('is titled by the company, described by its open job count', async () => {
    document.title = '';
    server(8);
    renderScreen(<CompanyPage />, { path, url });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(document.title).toBe('Jobs at Acme | Job Board');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      companyPageDescription('Acme', 8),
    );
  });

  it('is titled “Company not found” at an address that cannot be a company', async () => {
    document.title = '';
    fakeServer(routes({}));
    renderScreen(<CompanyPage />, { path, url: '/companies/not-an-id' });
    await screen.findByText('This company could not be found.');
    expect(document.title).toBe(pageTitle('Company not found'));
  });
});
