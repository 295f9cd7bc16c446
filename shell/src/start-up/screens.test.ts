import { screensOf } from './remote-manifests';
import { appScreens, screenFor } from './screens';

const listed = appScreens({
  seeker: [
    { path: '/', module: './home' },
    { path: '/apply-jobs/:id', module: './job-detail' },
    { path: '/saved-jobs', module: './saved-jobs' },
    { path: '/profile', module: './profile' },
  ],
  recruiter: [{ path: '/dashboard/*', module: './dashboard', ownHeader: 'company' }],
});
const moduleAt = (pathname: string, screens = listed) => {
  const screen = screenFor(screens, pathname);
  return screen && `${screen.remote} ${screen.module}`;
};

describe('screenFor', () => {
  it.each([
    ['/', 'seeker ./home'],
    ['/apply-jobs/42', 'seeker ./job-detail'],
    ['/APPLY-JOBS/42/', 'seeker ./job-detail'],
    ['/apply-jobs', undefined],
    ['/apply-jobs/42/more', undefined],
    ['/saved-jobs', 'seeker ./saved-jobs'],
    ['/profile', 'seeker ./profile'],
    ['/dashboard', 'recruiter ./dashboard'],
    ['/Dashboard/add-job', 'recruiter ./dashboard'],
    ['/dashboards', undefined],
    ['/sign-in', undefined],
    ['/nowhere', undefined],
  ])('routes "%s" to %s, as the manifests list it', (pathname, expected) => {
    expect(moduleAt(pathname)).toBe(expected);
  });
});

describe('appScreens', () => {
  it('routes a remote whose manifest lists no screens as a contract-2 build', () => {
    const screens = appScreens({ seeker: null, recruiter: null });
    expect(moduleAt('/', screens)).toBe('seeker ./home');
    expect(moduleAt('/applications', screens)).toBe('seeker ./applications');
    expect(moduleAt('/dashboard/manage-jobs', screens)).toBe('recruiter ./dashboard');
    expect(moduleAt('/saved-jobs', screens)).toBeUndefined();
    expect(moduleAt('/profile', screens)).toBeUndefined();
  });
});

describe('screensOf', () => {
  it('reads the screens of a manifest and leaves out what it cannot read', () => {
    expect(
      screensOf({
        './home': { js: [], css: [] },
        screens: [
          { path: '/', module: './home' },
          { path: '/dashboard/*', module: './dashboard', ownHeader: 'company' },
          { path: 'no-slash', module: './x' },
          { path: '/y', module: 'y' },
          { path: '/z', module: './z', ownHeader: 'always' },
          null,
        ],
      }),
    ).toEqual([
      { path: '/', module: './home' },
      { path: '/dashboard/*', module: './dashboard', ownHeader: 'company' },
    ]);
  });

  it('gives null for a manifest with no screens, or none at all', () => {
    expect(screensOf({ './home': { js: [], css: [] } })).toBeNull();
    expect(screensOf(null)).toBeNull();
  });
});
