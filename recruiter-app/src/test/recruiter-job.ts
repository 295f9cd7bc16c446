import { DAY_MS, type RecruiterJob } from 'shared-api/contract';
import { company } from './render-screen';

/** A job of the test company as list-jobs answers it: open, shown, closing in 30 days. */
export function recruiterJob(n: number, fields: Partial<RecruiterJob> = {}): RecruiterJob {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Job ${n}`,
    location: 'Mumbai',
    level: 'Senior Level',
    category: 'Design',
    description: '<p>x</p>',
    salary: 1,
    date: new Date(2026, 0, n).getTime(),
    visible: true,
    applicants: 0,
    companyId: { _id: company._id, name: company.name, image: company.image },
    closesAt: Date.now() + 30 * DAY_MS,
    salaryMin: 1,
    salaryMax: null,
    salaryCurrency: 'INR',
    salaryPeriod: 'YEAR',
    employmentType: 'FULL_TIME',
    workplace: 'ON_SITE',
    status: 'open',
    ...fields,
  };
}
