import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { DAY_MS, MESSAGES, type Application, type Job } from 'shared-api/contract';
import { jobPageDescription, pageTitle } from 'shared-api/page-head';
import { acme, applicationFor, job, page, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import JobDetailPage from './job-detail-page';

const shown = job(1, {
  title: 'Staff Designer',
  salary: 50_000,
  description: '<p>Design <strong>systems</strong></p>',
});
const others = [2, 3, 4, 5, 6].map((n) => job(n));
const path = '/apply-jobs/:id';
const url = `/apply-jobs/${shown._id}`;

/** The job's own Apply buttons, not those of the cards under More Jobs. */
const ownApplyButtons = () =>
  screen
    .queryAllByRole('button', { name: 'Apply Now' })
    .filter((button) => button.closest('article') === null);
const moreJobsShown = async () =>
  within(
    await screen.findByRole('complementary', { name: 'More Jobs from the company' }),
  ).findAllByRole('article');

const closedMessage = 'This job is closed: it no longer takes applications';

function server({
  resume = '',
  applied = [] as Application[],
  posting = shown,
  closesOnApply = false,
}: {
  resume?: string;
  applied?: Application[];
  posting?: Job;
  /** The company closes the job while the page is open. */
  closesOnApply?: boolean;
} = {}) {
  const state = { applied, posting };
  const calls = fakeServer(
    routes({
      [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: state.posting } }),
      'GET /api/jobs': (config) => {
        const size = Number((config.params as Record<string, string>).pageSize);
        return page(others.slice(0, size), others.length);
      },
      'GET /api/users/user': () => ({ data: { success: true, user: user(resume) } }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: state.applied },
      }),
      'POST /api/users/apply': () => {
        if (closesOnApply) {
          state.posting = { ...state.posting, status: 'closed' };
          return { status: 410, data: { success: false, message: closedMessage } };
        }
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
    expect(screen.getByText('Closes in 30 days')).toBeInTheDocument();
    expect(screen.getByText('systems').tagName).toBe('STRONG');
    // Cards under More Jobs have their own: only the job's two count.
    expect(ownApplyButtons()).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'This job is closed' })).not.toBeInTheDocument();
  });

  it('shows a range in its currency and period, the job type, the workplace and the closing day', async () => {
    server({
      posting: {
        ...shown,
        salary: 1_200_000,
        salaryMin: 1_200_000,
        salaryMax: 1_800_000,
        employmentType: 'CONTRACTOR',
        workplace: 'HYBRID',
        closesAt: Date.now() + 5 * DAY_MS,
      },
    });
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByText('₹12L–18L a year')).toBeInTheDocument();
    expect(screen.queryByText(/CTC/)).not.toBeInTheDocument();
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('Closes in 5 days')).toBeInTheDocument();
  });

  it('writes a single figure in another currency or period in its own terms, not as CTC', async () => {
    server({
      posting: { ...shown, salaryCurrency: 'USD', salaryPeriod: 'HOUR', salary: 40, salaryMin: 40 },
    });
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByText('$40 an hour')).toBeInTheDocument();
    expect(screen.queryByText(/CTC/)).not.toBeInTheDocument();
  });

  it('links the company name to the company page', async () => {
    server();
    renderScreen(<JobDetailPage />, { path, url });
    const header = await screen.findByRole('heading', { level: 1, name: 'Staff Designer' });
    const link = within(header.parentElement!).getByRole('link', { name: 'Acme' });
    await userEvent.click(link);
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(`/companies/${acme._id}`);
  });

  it('says a job closed by its company is closed, and offers no Apply', async () => {
    server({ posting: { ...shown, status: 'closed' } });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'This job is closed' })).toBeInTheDocument();
    expect(screen.getByText('The company is no longer taking applications.')).toBeInTheDocument();
    await moreJobsShown();
    expect(ownApplyButtons()).toEqual([]);
    const closingDay = screen.queryAllByText(/^Closes/).filter((text) => !text.closest('article'));
    expect(closingDay).toEqual([]);
    // The job itself is still there to read.
    expect(screen.getByText('systems')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open jobs at Acme' })).toHaveAttribute(
      'href',
      `/companies/${acme._id}`,
    );
  });

  it('says when applications closed for a job past its closing date', async () => {
    const closedOn = new Date(2026, 2, 3, 18, 0).getTime();
    server({ posting: { ...shown, status: 'expired', closesAt: closedOn } });
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'This job is closed' })).toBeInTheDocument();
    expect(screen.getByText('Applications closed on March 3, 2026.')).toBeInTheDocument();
    await moreJobsShown();
    expect(ownApplyButtons()).toEqual([]);
  });

  it('shows the server’s reason when the job closed before the apply reached it', async () => {
    const calls = server({ resume: '/files/resumes/r.pdf?signature=s', closesOnApply: true });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    await moreJobsShown();
    await userEvent.click(ownApplyButtons()[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));

    const notice = await screen.findByRole('region', { name: 'This job is closed' });
    expect(notice).toHaveTextContent(closedMessage);
    // The Apply button it replaced had the focus: the notice takes it.
    expect(notice).toHaveFocus();
    expect(ownApplyButtons()).toEqual([]);
    expect(calls.filter((c) => c.url === '/api/users/apply')).toHaveLength(1);
  });

  it('asks a visitor to log in before applying', async () => {
    const calls = server();
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const { setAuth } = renderScreen(<JobDetailPage />, { path, url, auth: visitor });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    expect(await screen.findByText('Login to Apply')).toBeInTheDocument();
    expect(visitor.openSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/users/apply')).toBe(false);
    // Signed in, the request stands no more (jsdom runs no exit animation: asked, not looked at).
    expect(toast.isActive(MESSAGES.loginToApply)).toBe(true);
    setAuth(signedIn());
    await vi.waitFor(() => expect(toast.isActive(MESSAGES.loginToApply)).toBe(false));
  });

  it('asks a job seeker without a resume to upload one in the dialog', async () => {
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Staff Designer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload Resume to Apply');
    expect(calls.some((c) => c.url === '/api/users/apply')).toBe(false);
    // Choosing a resume answers it: the message goes.
    const pdf = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      within(dialog).getByLabelText('Upload your resume (PDF, 5 MB at most)'),
      pdf,
    );
    expect(within(dialog).getByText('resume.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applies with a resume on file, then reads Already Applied', async () => {
    const calls = server({ resume: '/files/resumes/r.pdf?signature=s' });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn('my-token') });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));
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
    // Each card's title links to its job. The company's page is linked once under the cards,
    // which do not each repeat it.
    expect(
      within(cards[0]!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/apply-jobs/${job(3)._id}`]);
    expect(within(cards[0]!).getByRole('link', { name: 'Job number 3' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'All open jobs at Acme' })).toHaveAttribute(
      'href',
      `/companies/${acme._id}`,
    );
    const list = calls.find((c) => c.url === '/api/jobs');
    expect(list?.params).toEqual({
      page: '1',
      pageSize: '5',
      companyId: acme._id,
      excludeId: shown._id,
    });
  });

  it('says clearly when the job does not exist or is hidden', async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Job not found' } }));
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByText('This job is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/');
  });

  it('says so when the company deleted its account and the job with it (410)', async () => {
    fakeServer(() => ({
      status: 410,
      data: { success: false, message: 'Job removed by the company' },
    }));
    renderScreen(<JobDetailPage />, { path, url });
    expect(await screen.findByText('Job removed by the company.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/');
  });

  it('is titled “Loading job” until the job arrives, then by the job and its company', async () => {
    document.title = '';
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeServer(
      routes({
        [`GET /api/jobs/${shown._id}`]: async () => {
          await answered;
          return { data: { success: true, job: shown } };
        },
        'GET /api/jobs': () => page(others, others.length),
      }),
    );
    renderScreen(<JobDetailPage />, { path, url });
    await waitFor(() => expect(document.title).toBe(pageTitle('Loading job')));
    answer();
    await screen.findByRole('heading', { level: 1, name: 'Staff Designer' });
    expect(document.title).toBe('Staff Designer at Acme | Job Board');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      jobPageDescription(shown),
    );
  });

  it('is titled “Job not available” when there is no such job', async () => {
    document.title = '';
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Job not found' } }));
    renderScreen(<JobDetailPage />, { path, url });
    await screen.findByText('This job is not available.');
    expect(document.title).toBe('Job not available | Job Board');
  });
});
