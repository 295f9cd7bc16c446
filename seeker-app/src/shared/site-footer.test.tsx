import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import ApplicationsPage from '../features/applications/applications-page';
import CompanyPage from '../features/company/company-page';
import HomePage from '../features/home/home-page';
import JobDetailPage from '../features/job-detail/job-detail-page';
import ProfilePage from '../features/profile/profile-page';
import SavedJobsPage from '../features/saved-jobs/saved-jobs-page';
import { acme, job, page } from '../test/fixtures';
import { fakeServer, renderScreen, routes } from '../test/render-screen';

const shown = job(1, { title: 'Lighthouse Keeper' });

const pages: [string, ReactElement, { path: string; url: string; heading: string }][] = [
  ['home', <HomePage />, { path: '/', url: '/', heading: 'Latest Jobs' }],
  [
    'job',
    <JobDetailPage />,
    { path: '/apply-jobs/:id', url: `/apply-jobs/${shown._id}`, heading: shown.title },
  ],
  [
    'job not found',
    <JobDetailPage />,
    {
      path: '/apply-jobs/:id',
      url: `/apply-jobs/${job(9)._id}`,
      heading: 'This job is not available.',
    },
  ],
  [
    'company',
    <CompanyPage />,
    { path: '/companies/:id', url: `/companies/${acme._id}`, heading: acme.name },
  ],
  [
    'Applied Jobs',
    <ApplicationsPage />,
    { path: '/applications', url: '/applications', heading: 'Applied Jobs' },
  ],
  [
    'Saved Jobs',
    <SavedJobsPage />,
    { path: '/saved-jobs', url: '/saved-jobs', heading: 'Saved Jobs' },
  ],
  ['Profile', <ProfilePage />, { path: '/profile', url: '/profile', heading: 'Profile' }],
];

describe('The footer under every seeker page', () => {
  it.each(pages)(
    '%s page: links the privacy notice and the terms, once',
    async (_, screenElement, where) => {
      fakeServer(
        routes({
          [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: shown } }),
          [`GET /api/companies/${acme._id}`]: () => ({
            data: { success: true, company: acme, openJobs: 1 },
          }),
          'GET /api/jobs': () => page([job(2)]),
        }),
      );
      renderScreen(screenElement, { path: where.path, url: where.url });
      await screen.findByRole('heading', { name: where.heading });

      const about = screen.getAllByRole('navigation', { name: 'About this site' });
      expect(about).toHaveLength(1);
      expect(within(about[0]!).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      expect(within(about[0]!).getByRole('link', { name: 'Terms' })).toHaveAttribute(
        'href',
        '/terms',
      );
    },
  );
});
