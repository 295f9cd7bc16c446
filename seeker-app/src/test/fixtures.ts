import { DAY_MS, type Application, type Job, type User } from 'shared-api/contract';

export const jobId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const companyId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const acme = { _id: companyId(1), name: 'Acme', image: '/files/logos/a.png' };

/** An open job with a single yearly rupee figure, the spec's kind; `overrides` make it another. */
export const job = (n: number, overrides: Partial<Job> = {}): Job => ({
  _id: jobId(n),
  title: `Job number ${n}`,
  location: 'Chennai',
  level: 'Senior Level',
  category: 'Design',
  description: `<p>${'Long text '.repeat(30)}</p>`,
  salary: 50_000,
  date: Date.now() - 2 * 86_400_000,
  visible: true,
  companyId: acme,
  closesAt: Date.now() + 30 * DAY_MS,
  salaryMin: overrides.salary ?? 50_000,
  salaryMax: null,
  salaryCurrency: 'INR',
  salaryPeriod: 'YEAR',
  employmentType: null,
  workplace: null,
  status: 'open',
  ...overrides,
});

export const user = (resume = ''): User => ({
  _id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  image: '',
  resume,
});

export const applicationFor = (
  applied: Job,
  status: Application['status'] = 'Pending',
): Application => ({
  _id: `a-${applied._id}`,
  jobId: { _id: applied._id, title: applied.title, location: applied.location },
  companyId: applied.companyId,
  userId: { _id: 'user-1', name: 'Ada Lovelace', image: '', resume: '' },
  date: new Date(2026, 10, 3).getTime(),
  status,
});

export const page = (jobs: Job[], total = jobs.length, pageNumber = 1) => ({
  data: { success: true, jobs, total, page: pageNumber, pageSize: 6 },
});
