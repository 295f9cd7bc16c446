import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobCard, type JobCardData } from './job-card';

const job: JobCardData = {
  title: 'UX Researcher',
  location: 'Chennai',
  level: 'Senior Level',
  category: 'Design',
  description: '<p>Talk to users…</p>',
  companyId: { name: 'Acme', image: '/logo.png' },
};

test('the title is the link the app gives, named by the title; the buttons open the job', async () => {
  const onOpen = vi.fn();
  render(
    <JobCard
      job={job}
      onOpen={onOpen}
      titleLink={(link) => <a href="/apply-jobs/1" {...link} />}
      companyLink={(link) => <a href="/companies/1" {...link} />}
    />,
  );
  const card = screen.getByRole('article', { name: 'UX Researcher' });
  const title = within(card).getByRole('heading', { level: 3 });
  expect(within(title).getByRole('link', { name: 'UX Researcher' })).toHaveAttribute(
    'href',
    '/apply-jobs/1',
  );
  expect(within(card).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/companies/1');
  await userEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
  expect(onOpen).toHaveBeenCalledTimes(2);
});

test('a job that takes no applications offers Learn More, not Apply Now', async () => {
  const onOpen = vi.fn();
  render(
    <JobCard
      job={job}
      onOpen={onOpen}
      flag="Closed"
      note="Closed: no longer taking applications"
      takesApplications={false}
    />,
  );
  const card = screen.getByRole('article', { name: 'UX Researcher' });
  expect(within(card).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  expect(within(card).getByText('Closed: no longer taking applications')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('without links the title and the company are plain text', () => {
  render(<JobCard job={job} onOpen={() => {}} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'UX Researcher' })).toBeInTheDocument();
});

test('a badge shows before the tags, beside the spec’s two buttons', () => {
  render(<JobCard job={job} onOpen={() => {}} badge="Applied" />);
  const card = screen.getByRole('article', { name: 'UX Researcher' });
  expect(within(card).getByText('Applied', { exact: true })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
});
