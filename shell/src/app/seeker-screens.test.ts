import { matchPath } from 'react-router-dom';
import { seekerScreenFor, seekerScreens } from './seeker-screens';

// The early start matches paths without the router; it must pick the screen the router shows.
const paths = [
  '/',
  '',
  '/apply-jobs/42',
  '/apply-jobs/42/',
  '/APPLY-JOBS/abc',
  '/apply-jobs',
  '/apply-jobs/42/more',
  '/applications',
  '/Applications/',
  '/applications/7',
  '/dashboard',
  '/dashboard/add-job',
  '/sign-in',
  '/nowhere',
];

describe('seekerScreenFor', () => {
  it.each(paths)('gives the screen the router gives for "%s"', (path) => {
    const routed = seekerScreens.find(([pattern]) => matchPath(pattern, path || '/'));
    expect(seekerScreenFor(path)).toBe(routed?.[1]);
  });

  it('knows every seeker screen', () => {
    expect(seekerScreenFor('/')).toBe('./home');
    expect(seekerScreenFor('/apply-jobs/42')).toBe('./job-detail');
    expect(seekerScreenFor('/applications')).toBe('./applications');
    expect(seekerScreenFor('/dashboard')).toBeUndefined();
  });
});
