import {
  closingLabel,
  formatPay,
  hasPay,
  isPlainCtc,
  jobCardTerms,
  type JobPay,
} from './job-terms';

const pay = (overrides: Partial<JobPay>): JobPay => ({
  salaryMin: 50_000,
  salaryMax: null,
  salaryCurrency: 'INR',
  salaryPeriod: 'YEAR',
  ...overrides,
});

describe('formatPay', () => {
  it('writes a range in its currency and period, the sign once', () => {
    expect(formatPay(pay({ salaryMin: 1_200_000, salaryMax: 1_800_000 }))).toBe('₹12L–18L a year');
    expect(
      formatPay(pay({ salaryMin: 40, salaryMax: 55, salaryCurrency: 'USD', salaryPeriod: 'HOUR' })),
    ).toBe('$40–55 an hour');
    expect(formatPay(pay({ salaryMin: 55_000, salaryMax: 80_000, salaryCurrency: 'USD' }))).toBe(
      '$55K–80K a year',
    );
  });

  it('writes a single figure, and a range whose top is its bottom, once', () => {
    expect(formatPay(pay({ salaryMin: 40_000, salaryPeriod: 'MONTH' }))).toBe('₹40K a month');
    expect(formatPay(pay({ salaryMin: 850, salaryPeriod: 'HOUR' }))).toBe('₹850 an hour');
    expect(formatPay(pay({ salaryMin: 3_500, salaryMax: 3_500, salaryCurrency: 'EUR' }))).toBe(
      '€3,500 a year',
    );
  });

  it('keeps three digits of a compact figure, so ₹118,000 is not rounded to ₹1.2L', () => {
    expect(formatPay(pay({ salaryMin: 118_000 }))).toBe('₹1.18L a year');
    expect(
      formatPay(pay({ salaryMin: 1_250_000, salaryMax: 1_500_000, salaryCurrency: 'USD' })),
    ).toBe('$1.25M–1.5M a year');
  });

  it('still shows the figure for a currency code the browser does not know', () => {
    expect(formatPay(pay({ salaryMin: 100, salaryMax: 200, salaryCurrency: 'X1' }))).toBe(
      'X1 100–200 a year',
    );
  });
});

describe('isPlainCtc', () => {
  it('is the single yearly rupee figure only', () => {
    expect(isPlainCtc(pay({}))).toBe(true);
    expect(isPlainCtc(pay({ salaryMax: 60_000 }))).toBe(false);
    expect(isPlainCtc(pay({ salaryCurrency: 'USD' }))).toBe(false);
    expect(isPlainCtc(pay({ salaryPeriod: 'MONTH' }))).toBe(false);
  });
});

describe('jobCardTerms', () => {
  const terms = { employmentType: 'PART_TIME', workplace: 'REMOTE' } as const;
  it('lists the pay of every job that states one, a single yearly rupee figure too', () => {
    expect(jobCardTerms({ ...pay({ salaryMin: 118_000 }), ...terms })).toEqual([
      '₹1.18L a year',
      'Part-time',
      'Remote',
    ]);
    expect(
      jobCardTerms({
        ...pay({ salaryMin: 40, salaryCurrency: 'USD', salaryPeriod: 'HOUR' }),
        ...terms,
      }),
    ).toEqual(['$40 an hour', 'Part-time', 'Remote']);
  });

  it("leaves the pay out when the posting states none (the spec's default of 0)", () => {
    expect(hasPay(pay({ salaryMin: 0 }))).toBe(false);
    expect(hasPay(pay({ salaryMin: 0, salaryMax: 30_000 }))).toBe(true);
    expect(
      jobCardTerms({ ...pay({ salaryMin: 0 }), employmentType: null, workplace: null }),
    ).toEqual([]);
  });
});

describe('closingLabel', () => {
  const now = new Date(2026, 2, 10, 9, 0).getTime();
  it('counts calendar days, not 24-hour spans', () => {
    expect(closingLabel(new Date(2026, 2, 10, 23, 59).getTime(), now)).toBe('Closes today');
    expect(closingLabel(new Date(2026, 2, 11, 0, 30).getTime(), now)).toBe('Closes tomorrow');
    expect(closingLabel(new Date(2026, 2, 15, 8, 0).getTime(), now)).toBe('Closes in 5 days');
  });
});
