import type { TelemetryOptions } from './telemetry';

type Report = (metric: { value: number }) => void;
const vitals = vi.hoisted((): Record<string, Report> => ({}));
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (vitals.lcp = report),
  onINP: (report: Report) => (vitals.inp = report),
  onCLS: (report: Report) => (vitals.cls = report),
}));

const options: TelemetryOptions = {
  apiBaseUrl: 'https://api.jobs.test',
  sampleRate: 1,
  remotes: {
    seeker: {
      entry: 'https://jobs.test/releases/seeker/v2/remoteEntry.js',
      version: 'v2',
      token: 'page-token',
    },
    recruiter: { entry: 'https://jobs.test/recruiter/remoteEntry.js', version: 'config' },
  },
  pageRemote: 'seeker',
  random: () => 0.5,
};

let stop = () => {};
afterEach(() => {
  stop();
  Reflect.deleteProperty(document, 'visibilityState');
});

const sent: { url: string; type: string; body: string }[] = [];

async function start(overrides: Partial<TelemetryOptions> = {}) {
  const collector = await import('./collector');
  collector.collectPageErrors();
  const begin = async () => {
    stop = (await import('./telemetry')).startTelemetry({ ...options, ...overrides });
  };
  return { collector, begin };
}

/** Fires what the browser fires when the person leaves the page, and reads what was sent. */
function leavePage() {
  dispatchEvent(new Event('pagehide'));
  return sent.map(({ url, type, body }) => ({ url, type, body: JSON.parse(body) as unknown }));
}

beforeEach(() => {
  vi.resetModules();
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      // jsdom's Blob cannot be read back: its text is kept as it was made (below).
      sent.push({ url, type: blob.type, body: blobTexts.get(blob) ?? '' });
      return true;
    },
  });
});

const blobTexts = new WeakMap<Blob, string>();
const RealBlob = Blob;
vi.stubGlobal(
  'Blob',
  class extends RealBlob {
    constructor(parts: BlobPart[], init?: BlobPropertyBag) {
      super(parts, init);
      blobTexts.set(this, parts.map(String).join(''));
    }
  },
);

function sourceError(file: string, message: string) {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at Home (${file}:1:200)`;
  return error;
}

describe('telemetry per remote version', () => {
  it('sends the page load, the remote errors and the vitals of the page remote in one text/plain beacon', async () => {
    const { collector, begin } = await start();
    // Before the telemetry has loaded: the error boundary, and an uncaught error in the remote.
    collector.reportRemoteError('seeker', new Error('Home failed'));
    dispatchEvent(
      new ErrorEvent('error', {
        error: sourceError('https://jobs.test/releases/seeker/v2/assets/home.js', 'x is undefined'),
      }),
    );
    await begin();
    // The shell's own errors and those of no known file are no remote's.
    dispatchEvent(
      new ErrorEvent('error', { error: sourceError('https://jobs.test/assets/boot.js', 'shell') }),
    );
    dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    vitals.lcp?.({ value: 1234.5 });
    vitals.cls?.({ value: 0.01 });
    vitals.inp?.({ value: 80 });
    expect(leavePage()).toEqual([
      {
        url: 'https://api.jobs.test/api/telemetry',
        type: 'text/plain',
        body: {
          events: [
            { remote: 'seeker', version: 'v2', type: 'load' },
            // Errors carry the page's token: only with it do they judge a canary.
            {
              remote: 'seeker',
              version: 'v2',
              type: 'error',
              message: 'Error: Home failed',
              token: 'page-token',
            },
            {
              remote: 'seeker',
              version: 'v2',
              type: 'error',
              message: 'TypeError: x is undefined',
              token: 'page-token',
            },
            { remote: 'seeker', version: 'v2', type: 'lcp', value: 1234.5 },
            { remote: 'seeker', version: 'v2', type: 'cls', value: 0.01 },
            { remote: 'seeker', version: 'v2', type: 'inp', value: 80 },
          ],
        },
      },
    ]);
    // Sent once: the next time the page is hidden has nothing new to say.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
  });

  it("counts an unhandled rejection against the remote whose files threw it, with config.json's version", async () => {
    const { begin } = await start({ pageRemote: null });
    await begin();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', {
      value: sourceError('https://jobs.test/recruiter/assets/dashboard.js', 'no jobs'),
    });
    dispatchEvent(event);
    const [beacon] = leavePage();
    expect(beacon?.body).toEqual({
      events: [
        { remote: 'recruiter', version: 'config', type: 'error', message: 'TypeError: no jobs' },
      ],
    });
  });

  it('sends nothing, and keeps nothing, from a page load outside the sample', async () => {
    const { collector, begin } = await start({ sampleRate: 0.25, random: () => 0.25 });
    collector.reportRemoteError('seeker', new Error('kept while loading'));
    await begin();
    collector.reportRemoteError('seeker', new Error('after'));
    expect(leavePage()).toEqual([]);
  });
});
