import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { application, applicantsServer, jobA, jobB } from '../../test/applicants-server';
import { paramsOf } from '../../test/calls';
import { renderRecruiterApp } from '../../test/render-screen';
import { recruiterJob } from '../../test/recruiter-job';

const open = (query = '') =>
  renderRecruiterApp({
    url: `/dashboard/view-applications${query}`,
    companyToken: 'company-token',
  });
const query = () => screen.getByLabelText('Current query').textContent;
const names = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select (?!all)/ })
    .map((box) => box.getAttribute('aria-label')!.replace('Select ', ''));

// 60 applications, newest first: Person 1 to 40 to Frontend Developer, the rest to Data Engineer.
const sixty = Array.from({ length: 60 }, (_, i) =>
  application(i + 1, {
    job: i < 40 ? jobA : jobB,
    status: i % 3 === 0 ? 'Shortlisted' : 'Pending',
    ...(i === 44 ? { name: 'Ada Lovelace' } : {}),
  }),
);

describe('View Applications filters and pages', () => {
  it('asks for one page of 25 and moves through the pages, keeping the page in the URL', async () => {
    const server = applicantsServer(sixty);
    open();
    expect(await screen.findByText('Showing 1–25 of 60 applications')).toBeInTheDocument();
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Person 1');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(await screen.findByText('Showing 51–60 of 60 applications')).toBeInTheDocument();
    expect(names()[0]).toBe('Person 51');
    expect(query()).toBe('?page=3');
    expect(within(pages).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(server.listCalls().map(paramsOf)).toEqual([
      { page: 1, pageSize: 25 },
      { page: 3, pageSize: 25 },
    ]);
  });

  it('filters by job and status, and searches once typing pauses, back on page 1 each time', async () => {
    const server = applicantsServer(sixty);
    const user = userEvent.setup();
    open('?page=2');
    expect(await screen.findByText('Showing 26–50 of 60 applications')).toBeInTheDocument();
    const jobs = server.calls.filter((c) => c.url === '/api/company/list-jobs');
    expect(jobs.map(paramsOf)).toEqual([{ page: 1, pageSize: 100 }]);

    const job = screen.getByLabelText('Job');
    await vi.waitFor(() =>
      expect(within(job).getByRole('option', { name: 'Data Engineer' })).toBeInTheDocument(),
    );
    await user.selectOptions(job, 'Data Engineer');
    expect(await screen.findByText('Showing 1–20 of 20 applications')).toBeInTheDocument();
    expect(query()).toBe(`?jobId=${jobB._id}`);

    await user.selectOptions(screen.getByLabelText('Status'), 'Shortlisted');
    expect(await screen.findByText('Showing 1–6 of 6 applications')).toBeInTheDocument();
    expect(query()).toBe(`?jobId=${jobB._id}&status=Shortlisted`);

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'ada');
    // The search waits for typing to pause, then asks: more than findBy's second on a busy CI,
    // where the clean clone's run once took over 5 s here with the browser suites beside it.
    expect(
      await screen.findByText('Showing 1 application', {}, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Ada Lovelace']);
    expect(query()).toBe(`?jobId=${jobB._id}&q=ada`);

    // One call per choice: none for the letters typed before the pause.
    expect(server.listCalls().map(paramsOf)).toEqual([
      { page: 2, pageSize: 25 },
      { page: 1, pageSize: 25, jobId: jobB._id },
      { page: 1, pageSize: 25, jobId: jobB._id, status: 'Shortlisted' },
      { page: 1, pageSize: 25, jobId: jobB._id },
      { page: 1, pageSize: 25, jobId: jobB._id, q: 'ada' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–25 of 60 applications')).toBeInTheDocument();
    expect(query()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('');
    expect(screen.getByLabelText('Job')).toHaveFocus();
  }, 60_000);

  it('opens filtered from a link, naming a job beyond the first hundred by its applications', async () => {
    const old = recruiterJob(7, { title: 'Archivist', location: 'Mumbai' });
    const server = applicantsServer([application(1, { job: old, name: 'Old Hand' })]);
    open(`?jobId=${old._id}&status=Pending`);
    expect(await screen.findByText('Showing 1 application')).toBeInTheDocument();
    expect(server.listCalls().map(paramsOf)).toEqual([
      { page: 1, pageSize: 25, jobId: old._id, status: 'Pending' },
    ]);
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    await vi.waitFor(() => expect(screen.getByLabelText('Job')).toHaveDisplayValue('Archivist'));
    expect(
      within(screen.getByLabelText('Job')).getByRole('option', { name: jobA.title }),
    ).toBeInTheDocument();
  });

  it('leaves out what a hand-edited URL holds wrongly', async () => {
    const server = applicantsServer(sixty);
    open('?jobId=nope&status=Hired&page=-4');
    expect(await screen.findByText('Showing 1–25 of 60 applications')).toBeInTheDocument();
    expect(server.listCalls().map(paramsOf)).toEqual([{ page: 1, pageSize: 25 }]);
  });

  it('says so when nothing matches, and clears the filters', async () => {
    applicantsServer(sixty);
    open('?q=nobody');
    expect(await screen.findByText('No applications match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–25 of 60 applications')).toBeInTheDocument();
    expect(query()).toBe('');
  });
});
