import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { recruiterJob as job } from '../../test/recruiter-job';

const DAY = 86_400_000;
const today = Date.UTC(2026, 10, 26);
const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(today - (29 - i) * DAY).toISOString().slice(0, 10),
  views: i === 29 ? 12 : i === 20 ? 40 : 0,
  applications: i === 29 ? 3 : 0,
}));
const stats = {
  views: 52,
  applications: 3,
  byStatus: { Pending: 2, Shortlisted: 0, Rejected: 1 },
  days,
};

afterEach(() => vi.unstubAllGlobals());

describe('Job insights', () => {
  it("shows a job's totals, a named chart, a table of its 30 days and its statuses", async () => {
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/job-stats': () => ({ data: { success: true, stats } }),
        [`GET /api/jobs/${job(1)._id}`]: () => ({
          data: { success: true, job: job(1, { title: 'Data Engineer' }) },
        }),
      }),
    );
    renderRecruiterApp({ url: `/dashboard/insights/${job(1)._id}`, companyToken: 'company-token' });

    // While loading, the screen keeps its heading and its way back.
    expect(
      await screen.findByRole('status', { name: "Loading the job's insights" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job insights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Jobs' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insights: Data Engineer' }),
    ).toBeInTheDocument();
    const statsCall = calls.find((c) => c.url === '/api/company/job-stats');
    expect(statsCall?.params).toEqual({ jobId: job(1)._id });
    expect(statsCall?.headers.token).toBe('company-token');

    expect(screen.getByText('Views, last 30 days').nextElementSibling).toHaveTextContent('52');
    expect(screen.getByText('Applications, last 30 days').nextElementSibling).toHaveTextContent(
      '3',
    );
    const chart = screen.getByRole('img', {
      name: /^Views and applications per day, last 30 days 52 views and 3 applications from Oct 28 to Nov 26; most views on Nov 17 \(40\)\.$/,
    });
    // A bar a day.
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    await userEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', {
      name: 'Views and applications per day, last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest first.
    expect(rows[1]!.textContent).toBe('November 26, 2026123');
    expect(rows[30]!.textContent).toBe('October 28, 202600');

    const byStatus = screen.getByRole('region', { name: 'Applications by status (all time)' });
    expect(within(byStatus).getByText('Pending').nextElementSibling).toHaveTextContent('2');
    expect(within(byStatus).getByText('Rejected').nextElementSibling).toHaveTextContent('1');
  });

  it('draws the chart at the width it is shown at, so that a phone can read its words', async () => {
    // What a browser's ResizeObserver reports for the chart on a 390 px phone.
    class PhoneWidth {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 270 } } as ResizeObserverEntry;
        this.report([entry], this);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', PhoneWidth);
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/job-stats': () => ({ data: { success: true, stats } }),
        [`GET /api/jobs/${job(1)._id}`]: () => ({ data: { success: true, job: job(1) } }),
      }),
    );
    renderRecruiterApp({ url: `/dashboard/insights/${job(1)._id}`, companyToken: 'company-token' });
    const chart = await screen.findByRole('img', { name: /^Views and applications per day/ });
    // One unit a CSS pixel: a fixed 640-unit drawing shrank its 11 px words to 5 px.
    expect(chart).toHaveAttribute('viewBox', '0 0 270 240');
    const words = [...chart.querySelectorAll('text')];
    for (const word of words)
      expect(Number(word.getAttribute('font-size'))).toBeGreaterThanOrEqual(12);
    // Fewer days under the axis where a label a week would not fit: today's still among them.
    expect(words.map((word) => word.textContent)).toEqual([
      '0',
      '25',
      '50',
      'Oct 29',
      'Nov 12',
      'Nov 26',
    ]);
  });

  it('says so when the job is not the company’s', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/job-stats': () => ({
          status: 404,
          data: { success: false, message: 'Job not found' },
        }),
      }),
    );
    renderRecruiterApp({ url: `/dashboard/insights/${job(2)._id}`, companyToken: 'company-token' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "This job's insights could not be loaded.",
      }),
    ).toBeVisible();
    expect(screen.getByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Jobs' })).toHaveAttribute(
      'href',
      '/dashboard/manage-jobs',
    );
  });
});
