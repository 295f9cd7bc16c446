import { closingLabel, formatPay, isPlainCtc, type JobPay } from './job-terms';

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

describe('closingLabel', () => {
  const now = new Date(2026, 2, 10, 9, 0).getTime();
  it('counts calendar days, not 24-hour spans', () => {
    expect(closingLabel(new Date(2026, 2, 10, 23, 59).getTime(), now)).toBe('Closes today');
    expect(closingLabel(new Date(2026, 2, 11, 0, 30).getTime(), now)).toBe('Closes tomorrow');
    expect(closingLabel(new Date(2026, 2, 15, 8, 0).getTime(), now)).toBe('Closes in 5 days');
  });
});
