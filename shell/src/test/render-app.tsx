import { act, render } from '@testing-library/react';
import { App } from '../app/app';
import { registerAppRemotes } from '../federation/remote-modules';
import { appScreens } from '../start-up/screens';

export { fakeServer, routes } from 'shared-api/testing/fake-server';

/** A JWT whose payload says it expires `seconds` from now (the server checks the signature). */
export const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

export const seeker = {
  _id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  image: '',
  resume: '',
};

/** The remotes' screens as their manifests list them today. */
export const testScreens = appScreens({
  seeker: [
    { path: '/', module: './home' },
    { path: '/apply-jobs/:id', module: './job-detail' },
    { path: '/applications', module: './applications' },
    { path: '/saved-jobs', module: './saved-jobs' },
    { path: '/profile', module: './profile' },
  ],
  recruiter: [{ path: '/dashboard/*', module: './dashboard', ownHeader: 'company' }],
});

/** The whole shell at `url`, its remotes stubbed by the test's federation runtime mock. */
export async function renderApp(
  url = '/',
  config: { clerkPublishableKey?: string; signInMode: 'modal' | 'redirect' } = {
    signInMode: 'modal',
  },
  screens = testScreens,
  releaseOverrides: readonly string[] = [],
  /** Where to render: the page's #root as the server sent it, with its first paint. */
  container?: HTMLElement,
) {
  window.history.pushState({}, '', url);
  registerAppRemotes({ seeker: '/seeker/remoteEntry.js', recruiter: '/recruiter/remoteEntry.js' });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App config={config} screens={screens} releaseOverrides={releaseOverrides} />, {
      ...(container ? { container } : {}),
    });
    await Promise.resolve();
  });
  return view;
}
