import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from 'shared-api/contract';
import { fakeServer, renderScreen } from '../../test/render-screen';
import HomePage from './home-page';

const job = (n: number): Job => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Job number ${n}`,
  location: 'Chennai',
  level: 'Senior Level',
  category: 'Design',
  description: `<p>${'Long text '.repeat(30)}</p>`,
  salary: 1000,
  date: 1_700_000_000_000,
  visible: true,
  companyId: { _id: 'c1', name: 'Acme', image: '/files/logos/a.png' },
});

describe('Home page', () => {
  it('lists a page of jobs from the server and moves between pages', async () => {
    const calls = fakeServer((config) => {
      const page = Number((config.params as Record<string, string>).page);
      const jobs = page === 1 ? [1, 2, 3, 4, 5, 6].map(job) : [job(7)];
      return { data: { success: true, jobs, total: 7, page, pageSize: 6 } };
    });
    renderScreen(<HomePage />);

    expect(screen.getByRole('heading', { name: 'Over 10,000+ jobs to apply' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(calls[0]?.url).toBe('/api/jobs');
    expect(calls[0]?.params).toEqual({ page: '1', pageSize: '6' });

    // The card preview is the description's first 150 characters of text, markup intact.
    const card = screen.getByRole('article', { name: 'Job number 1' });
    const preview = within(card).getByText(/^Long text/);
    expect(preview.tagName).toBe('P');
    expect(preview.textContent).toHaveLength(150);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Job number 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a job from its card', async () => {
    fakeServer(() => ({ data: { success: true, jobs: [job(1)], total: 1, page: 1, pageSize: 6 } }));
    window.scrollTo = () => {};
    renderScreen(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Learn More' }));
    expect(await screen.findByText('Moved away')).toBeInTheDocument();
  });

  it('says why when the jobs cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakeServer(() =>
      fail
        ? {
            status: 500,
            data: {
              success: false,
              message: 'Something went wrong on our side. Please try again.',
            },
          }
        : { data: { success: true, jobs: [job(1)], total: 1, page: 1, pageSize: 6 } },
    );
    renderScreen(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Job number 1' })).toBeInTheDocument();
  });
});
