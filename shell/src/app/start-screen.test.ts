import { matchPath } from 'react-router-dom';
import { seekerScreens } from './seeker-screens';
import { dashboardPath, startScreenFor } from './start-screen';

// The early start matches paths without the router; it must pick the module the router shows.
const paths = [
  '/',
  '/apply-jobs/42',
  '/applications',
  '/dashboard',
  '/dashboard/',
  '/Dashboard/add-job',
  '/dashboard/manage-jobs/more',
  '/dashboards',
  '/my/dashboard',
  '/sign-in',
  '/nowhere',
];

describe('startScreenFor', () => {
  it.each(paths)('gives the module the router shows for "%s"', (path) => {
    const seeker = seekerScreens.find(([pattern]) => matchPath(pattern, path));
    const routed = seeker
      ? { remote: 'seeker', module: seeker[1] }
      : matchPath(dashboardPath, path)
        ? { remote: 'recruiter', module: './dashboard' }
        : undefined;
    expect(startScreenFor(path)).toEqual(routed);
  });

  it('knows the recruiter’s dashboard and the job seeker’s screens', () => {
    expect(startScreenFor('/dashboard/view-applications')).toEqual({
      remote: 'recruiter',
      module: './dashboard',
    });
    expect(startScreenFor('/')).toEqual({ remote: 'seeker', module: './home' });
    expect(startScreenFor('/sign-in')).toBeUndefined();
  });
});
