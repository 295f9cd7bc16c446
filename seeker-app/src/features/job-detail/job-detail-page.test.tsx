import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from 'shared-api/contract';
import { applicationFor, job, page, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import JobDetailPage from './job-detail-page';

const shown = job(1, {
  title: 'Staff Designer',
  salary: 50_000,
  description: '<p>Design <strong>systems</strong></p>',
});
const others = [2, 3, 4, 5, 6].map((n) => job(n));
const path = '/apply-jobs/:id';
const url = `/apply-jobs/${shown._id}`;

function server({ resume = '', applied = [] as Application[] } = {}) {
  const state = { applied };
  const calls = fakeServer(
    routes({
      [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: shown } }),
      'GET /api/jobs': (config) => {
        const size = Number((config.params as Record<string, string>).pageSize);
        return page(others.slice(0, size), others.length);
      },
      'GET /api/users/user': () => ({ data: { success: true, user: user(resume) } }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: state.applied },
      }),
      'POST /api/users/apply': () => {
        state.applied = [applicationFor(shown), ...state.applied];
        return { data: { success: true, message: 'Applied Successfully' } };
      },
    }),
  );
  return calls;
}

describe('Job detail', () => {
  it('shows the job: logo, company, CTC in compact form, posting time and rich description', async () => {
    server();
    renderScreen(<JobDetailPage />, { path, url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff Designer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeInTheDocument();
    expect(screen.getByText('CTC: 50k')).toBeInTheDocument();
    expect(screen.getByText('Posted 2 days ago')).toBeInTheDocument();
    expect(screen.getByText('systems').tagName).toBe('STRONG');
    expect(screen.getAllByRole('button', { name: 'Apply Now' })).toHaveLength(2);
  });

  it('asks a visitor to log in before applying', async () => {
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    expect(await screen.findByText('Login to Apply')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/users/apply')).toBe(false);
  });

  it('sends a job seeker without a resume to upload one', async () => {
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[1]!);
    expect(await screen.findByText('Upload Resume to Apply')).toBeInTheDocument();
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/applications');
    expect(calls.some((c) => c.url === '/api/users/apply')).toBe(false);
  });

  it('applies with a resume on file, then reads Already Applied', async () => {
    const calls = server({ resume: '/files/resumes/r.pdf?signature=s' });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn('my-token') });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: 'Already Applied' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toBeDisabled();
    const apply = calls.find((c) => c.url === '/api/users/apply');
    expect(JSON.parse(String(apply?.data))).toEqual({ jobId: shown._id });
    expect(apply?.headers.Authorization).toBe('Bearer my-token');
  });

  it('lists up to 4 more jobs of the company, leaving out this job and those applied to', async () => {
    const calls = server({ applied: [applicationFor(others[0]!)] });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    const more = await screen.findByRole('complementary', { name: 'More Jobs from the company' });
    const cards = await within(more).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Job number 3',
      'Job number 4',
      'Job number 5',
      'Job number 6',
    ]);
    const list = calls.find((c) => c.url === '/api/jobs');
    expect(list?.params).toEqual({
      page: '1',
      pageSize: '5',
      companyId: 'c1',
      excludeId: shown._id,
    });
  });

  it('says clearly when the job does not exist or is hidden', async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Job not found' } }));
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByText('This job is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/');
  });
});
