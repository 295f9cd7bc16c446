import {
  DAY_MS,
  type EmploymentType,
  type Job,
  type SalaryPeriod,
  type Workplace,
} from 'shared-api/contract';

/**
 * How the apps word a posting's terms. Here rather than in one app because a job
 * seeker and a recruiter should read the same words for the same posting.
 */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export const WORKPLACE_LABELS: Record<Workplace, string> = {
  ON_SITE: 'On-site',
  HYBRID: 'Hybrid',
  REMOTE: 'Remote',
};

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  YEAR: 'a year',
  MONTH: 'a month',
  HOUR: 'an hour',
};

/** Rupees a year: what older postings' pay is in, and still the server's default. */
export const DEFAULT_SALARY_CURRENCY = 'INR';
export const DEFAULT_SALARY_PERIOD: SalaryPeriod = 'YEAR';

export type JobPay = Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>;

/** Whether the posting states any pay: the spec's salary defaults to 0, which says nothing. */
export const hasPay = (pay: JobPay): boolean => pay.salaryMin > 0 || (pay.salaryMax ?? 0) > 0;

/** A single yearly figure in rupees: the spec's own 'CTC: 50k' still says it best. */
export const isPlainCtc = (pay: JobPay): boolean =>
  pay.salaryMax === null &&
  pay.salaryCurrency === DEFAULT_SALARY_CURRENCY &&
  pay.salaryPeriod === DEFAULT_SALARY_PERIOD;

// Small figures (most hourly rates) read better whole: '₹850 an hour', not '₹0.9K an hour'.
const COMPACT_FROM = 10_000;

function moneyFormat(currency: string, compact: boolean): Intl.NumberFormat | null {
  try {
    // Rupees in lakh and crore (₹12L), as Indian readers write them.
    return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', {
      style: 'currency',
      currency,
      // Three digits keep a figure such as 118,000 as ₹1.18L, where one decimal made it ₹1.2L.
      ...(compact
        ? { notation: 'compact' as const, maximumSignificantDigits: 3 }
        : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
  } catch {
    // A code this browser's Intl refuses: the figure is still worth showing.
    return null;
  }
}

/**
 * The pay in its currency and period: '₹12L–18L a year', '$40–55 an hour', '€3.5K a month'.
 * The top of a range is written without its currency sign, which the bottom already shows.
 */
export function formatPay(pay: JobPay): string {
  const { salaryMin: low, salaryMax: high, salaryCurrency: currency } = pay;
  const top = high !== null && high > low ? high : null;
  const format = moneyFormat(currency, (top ?? low) >= COMPACT_FROM);
  const write = (value: number, withSign: boolean) => {
    const plain = value.toLocaleString('en');
    if (!format) return withSign ? `${currency} ${plain}` : plain;
    const parts = format.formatToParts(value);
    return (withSign ? parts : parts.filter((part) => part.type !== 'currency'))
      .map((part) => part.value)
      .join('')
      .trim();
  };
  const figure = top === null ? write(low, true) : `${write(low, true)}–${write(top, false)}`;
  return `${figure} ${SALARY_PERIOD_LABELS[pay.salaryPeriod]}`;
}

const startOfDay = (at: number) => new Date(at).setHours(0, 0, 0, 0);

/** Calendar days, in the reader's time zone, from today to the day of `at`. */
export const daysUntil = (at: number, now = Date.now()): number =>
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);

/** 'Closes today', 'Closes tomorrow', 'Closes in 5 days'. */
export function closingLabel(closesAt: number, now = Date.now()): string {
  const days = daysUntil(closesAt, now);
  if (days <= 0) return 'Closes today';
  if (days === 1) return 'Closes tomorrow';
  return `Closes in ${days} days`;
}

/**
 * The terms a job's card lists: its pay whenever it states one, in its currency and period (the
 * job's page keeps the spec's 'CTC' line for a plain yearly rupee figure), type, workplace.
 */
export function jobCardTerms(job: JobPay & Pick<Job, 'employmentType' | 'workplace'>): string[] {
  return [
    hasPay(job) ? formatPay(job) : null,
    job.employmentType && EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.workplace && WORKPLACE_LABELS[job.workplace],
  ].filter((term): term is string => term !== null);
}
