import { showingText } from './showing-text';

const jobs = ['job', 'jobs'] as const;

test('names the rows shown, a range only where there is one', () => {
  expect(showingText(1, 25, 1200, jobs)).toBe('Showing 1–25 of 1,200 jobs');
  expect(showingText(26, 1, 26, jobs)).toBe('Showing 26 of 26 jobs');
  expect(showingText(1, 1, 1, jobs)).toBe('Showing 1 job');
  expect(showingText(1, 2, 2, ['application', 'applications'])).toBe(
    'Showing 1–2 of 2 applications',
  );
});
