import {
  closesOnLabel,
  compactSalary,
  jobPageTerms,
  postedOnLabel,
  timeAgo,
} from './job-posting-text';

const now = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;

describe('the words of a job page', () => {
  it('writes thousands, millions and billions the short way', () => {
    expect(compactSalary(0)).toBe('0');
    expect(compactSalary(999)).toBe('999');
    expect(compactSalary(50_000)).toBe('50k');
    expect(compactSalary(52_500)).toBe('52.5k');
    expect(compactSalary(1_250_000)).toBe('1.3m');
    expect(compactSalary(2_000_000_000)).toBe('2b');
  });

  it('says how long ago in the largest unit reached', () => {
    expect(timeAgo(now - 2 * 24 * HOUR, now)).toBe('2 days ago');
    expect(timeAgo(now - 24 * HOUR, now)).toBe('yesterday');
    expect(timeAgo(now - 3 * HOUR, now)).toBe('3 hours ago');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(timeAgo(now - 1000, now)).toBe('now');
    expect(timeAgo(now - 400 * 24 * HOUR, now)).toBe('last year');
  });

  it('lists location, level, pay, type and workplace, leaving out what a job does not say', () => {
    const job = {
      location: 'Mumbai',
      level: 'Senior Level',
      salary: 50_000,
      salaryMin: 50_000,
      salaryMax: null,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      employmentType: null,
      workplace: 'REMOTE',
    } as const;
    expect(jobPageTerms(job)).toEqual(['Mumbai', 'Senior Level', 'CTC: 50k', 'Remote']);
    expect(jobPageTerms({ ...job, salaryMax: 90_000, employmentType: 'FULL_TIME' })).toEqual([
      'Mumbai',
      'Senior Level',
      '₹50K–90K a year',
      'Full-time',
      'Remote',
    ]);
    // Pay not disclosed: no "CTC: 0".
    expect(jobPageTerms({ ...job, salary: 0, salaryMin: 0 })).toEqual([
      'Mumbai',
      'Senior Level',
      'Remote',
    ]);
  });

  it('writes the days of the first paint in UTC, the last minute of a day still that day', () => {
    expect(postedOnLabel(Date.UTC(2026, 10, 28, 23, 59))).toBe('Posted November 28, 2026');
    expect(closesOnLabel(Date.UTC(2026, 11, 3, 0, 0))).toBe('Closes December 3, 2026');
    expect(closesOnLabel(Date.UTC(2026, 11, 3, 23, 59, 59, 999))).toBe('Closes December 3, 2026');
  });
});
