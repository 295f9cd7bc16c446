import moment from 'moment';
import {
  JOB_DEFAULT_DAYS,
  JOB_MAX_DAYS,
  type EmploymentType,
  type Job,
  type JobCategory,
  type JobLevel,
  type JobLocation,
  type SalaryPeriod,
  type Workplace,
} from 'shared-api/contract';
import { DEFAULT_SALARY_CURRENCY, DEFAULT_SALARY_PERIOD, hasPay } from 'shared-api/jobs/job-terms';

/** The job form's fields as its inputs hold them: numbers and dates as typed text. */
export interface JobFormValues {
  title: string;
  category: JobCategory;
  location: JobLocation;
  level: JobLevel;
  salary: string;
  /** '' for a single figure. */
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  /** Ticked, the job states no pay: it is sent as 0 and the job's page shows no CTC line. */
  payNotDisclosed: boolean;
  /** null only for a job posted before these existed, until someone picks one. */
  employmentType: EmploymentType | null;
  workplace: Workplace | null;
  /** The closing day, YYYY-MM-DD in local time, as `<input type="date">` holds it. */
  closesOn: string;
}

/** The posting fields the form yields, as the API takes them (description aside). */
export interface JobFieldValues {
  title: string;
  category: JobCategory;
  location: JobLocation;
  level: JobLevel;
  salary: number;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  employmentType: EmploymentType | null;
  workplace: Workplace | null;
  closesAt: number;
}

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'JPY'] as const;

/** The period select's words; shared-api's job-terms words pay after its figure ('a year'). */
export const PAY_PERIOD_OPTIONS: Record<SalaryPeriod, string> = {
  YEAR: 'Per year',
  MONTH: 'Per month',
  HOUR: 'Per hour',
};

const DAY_FORMAT = 'YYYY-MM-DD';

/** A local day, `days` from today, as a date input holds it. */
export function dayFromToday(days: number): string {
  return moment().add(days, 'days').format(DAY_FORMAT);
}

/** The last day a closing date may be: the server allows JOB_MAX_DAYS from its "now". */
export function latestClosingDay(): string {
  // The end of the day JOB_MAX_DAYS away would be past that limit, so the day before it.
  return dayFromToday(JOB_MAX_DAYS - 1);
}

/** A job closes at the end of its closing day, in the recruiter's time zone. */
export function closesAtOf(day: string): number {
  return moment(day, DAY_FORMAT, true).endOf('day').valueOf();
}

export function closingDayOf(closesAt: number): string {
  return moment(closesAt).format(DAY_FORMAT);
}

/** Add Job's starting point (docs/product.md): Programming, Bangalore, beginner, salary 0. */
export function newJobValues(): JobFormValues {
  return {
    title: '',
    category: 'Programming',
    location: 'Bangalore',
    level: 'Begineer Level',
    salary: '0',
    salaryMax: '',
    salaryCurrency: DEFAULT_SALARY_CURRENCY,
    salaryPeriod: DEFAULT_SALARY_PERIOD,
    payNotDisclosed: false,
    employmentType: 'FULL_TIME',
    workplace: 'ON_SITE',
    closesOn: dayFromToday(JOB_DEFAULT_DAYS),
  };
}

export function jobValues(job: Job): JobFormValues {
  return {
    title: job.title,
    category: job.category,
    location: job.location,
    level: job.level,
    salary: String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    // A job saved without pay keeps saying so, rather than asking for a figure at every edit.
    payNotDisclosed: !hasPay(job),
    employmentType: job.employmentType,
    workplace: job.workplace,
    closesOn: closingDayOf(job.closesAt),
  };
}

export function fieldValues(values: JobFormValues): JobFieldValues {
  return {
    title: values.title,
    category: values.category,
    location: values.location,
    level: values.level,
    salary: values.payNotDisclosed ? 0 : Number(values.salary) || 0,
    salaryMax:
      values.payNotDisclosed || values.salaryMax.trim() === '' ? null : Number(values.salaryMax),
    salaryCurrency: values.salaryCurrency,
    salaryPeriod: values.salaryPeriod,
    employmentType: values.employmentType,
    workplace: values.workplace,
    closesAt: closesAtOf(values.closesOn),
  };
}

export const NO_DESCRIPTION = 'Add a job description';
export const NO_PAY = 'Enter the pay, or tick Not disclosed';

/** What keeps the form from being sent: a job with nothing to read, or a pay of 0 by default. */
export function formProblems(
  values: JobFormValues,
  description: { text: string; hasImage: boolean },
): { description?: string; pay?: string } {
  const empty = description.text.trim() === '' && !description.hasImage;
  return {
    ...(empty ? { description: NO_DESCRIPTION } : {}),
    ...(!values.payNotDisclosed && !(Number(values.salary) > 0) ? { pay: NO_PAY } : {}),
  };
}
