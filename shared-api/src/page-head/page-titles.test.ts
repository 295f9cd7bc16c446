import {
  NOT_FOUND_TITLE,
  SITE_DESCRIPTION,
  companyPageDescription,
  companyPageTitle,
  genericPageHead,
  homeTitle,
  jobPageDescription,
  jobPageTitle,
  pageTitle,
} from './page-titles';

// The server writes these same strings into the HTML it sends: a change here shows in both.
describe('page titles', () => {
  it('names the site alone, or a page and then the site', () => {
    expect(pageTitle()).toBe('Job Board: find your next job');
    expect(pageTitle('Manage Jobs')).toBe('Manage Jobs | Job Board');
    expect(NOT_FOUND_TITLE).toBe('Page not found | Job Board');
  });

  it('titles the home page by what was searched for and where, blanks ignored', () => {
    expect(homeTitle({ title: '', location: '' })).toBe(pageTitle());
    expect(homeTitle({ title: ' ', location: undefined })).toBe(pageTitle());
    expect(homeTitle({ title: 'Designer', location: '' })).toBe('Designer jobs | Job Board');
    expect(homeTitle({ location: 'Chennai' })).toBe('Jobs in Chennai | Job Board');
    expect(homeTitle({ title: 'Designer ', location: ' Chennai' })).toBe(
      'Designer jobs in Chennai | Job Board',
    );
    // The hero's keywords name the search first.
    expect(homeTitle({ q: 'react', title: 'Engineer', location: '' })).toBe(
      'react jobs | Job Board',
    );
  });

  it('describes a job by its company, place, pay and terms', () => {
    const job = {
      title: 'Staff Designer',
      location: 'Chennai',
      level: 'Senior Level',
      category: 'Design',
      salaryMin: 1_200_000,
      salaryMax: 1_800_000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      companyId: { name: 'Acme' },
    } as const;
    expect(jobPageTitle(job)).toBe('Staff Designer at Acme | Job Board');
    expect(jobPageDescription(job)).toBe(
      'Acme is hiring: Staff Designer in Chennai, ₹12L–18L a year. Full-time, Remote, Senior Level, Design. Apply on Job Board.',
    );
    // A job posted before the terms existed leaves them out.
    expect(jobPageDescription({ ...job, employmentType: null, workplace: null })).toBe(
      'Acme is hiring: Staff Designer in Chennai, ₹12L–18L a year. Senior Level, Design. Apply on Job Board.',
    );
  });

  it('titles a company page and counts its open jobs', () => {
    expect(companyPageTitle('Acme')).toBe('Jobs at Acme | Job Board');
    expect(companyPageDescription('Acme', 1)).toBe('1 open job at Acme. Apply on Job Board.');
    expect(companyPageDescription('Acme', 0)).toBe('0 open jobs at Acme. Apply on Job Board.');
  });

  it('gives a page of no description of its own the site’s', () => {
    expect(genericPageHead('Add Job')).toEqual({
      title: 'Add Job | Job Board',
      description: SITE_DESCRIPTION,
    });
  });
});
