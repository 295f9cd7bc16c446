import { remoteEntries } from '../../federation.shared';
import { loadConfig } from '../src/platform/config';

describe('where the shell finds the remotes (REMOTE_ENTRIES)', () => {
  it('defaults to the paths the one-process server serves them under', () => {
    expect(loadConfig({}).remoteEntries).toEqual({
      seeker: '/seeker/remoteEntry.js',
      recruiter: '/recruiter/remoteEntry.js',
    });
    expect(remoteEntries('dev')).toEqual({
      seeker: 'http://localhost:5174/remoteEntry.js',
      recruiter: 'http://localhost:5175/remoteEntry.js',
    });
  });

  it('moves one remote or both, for pnpm start and pnpm dev alike', () => {
    const moved = 'seeker=https://seeker.example/v2/remoteEntry.js?team=a=b';
    expect(loadConfig({ REMOTE_ENTRIES: moved }).remoteEntries).toEqual({
      seeker: 'https://seeker.example/v2/remoteEntry.js?team=a=b',
      recruiter: '/recruiter/remoteEntry.js',
    });
    expect(remoteEntries('dev', ` ${moved} , recruiter=http://127.0.0.1:9/remoteEntry.js`)).toEqual(
      {
        seeker: 'https://seeker.example/v2/remoteEntry.js?team=a=b',
        recruiter: 'http://127.0.0.1:9/remoteEntry.js',
      },
    );
  });

  it('refuses an override it cannot read, at start-up', () => {
    expect(() => loadConfig({ REMOTE_ENTRIES: 'shell=/x.js' })).toThrow(
      'REMOTE_ENTRIES: "shell=/x.js" is not seeker=URL or recruiter=URL',
    );
    expect(() => loadConfig({ REMOTE_ENTRIES: 'seeker=' })).toThrow(/REMOTE_ENTRIES/);
  });
});
