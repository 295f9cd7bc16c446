import { PAINT_WAIT_MS, afterFirstPaint } from './after-first-paint';

/** A browser's paint timing, reported when the test says the frame is on screen. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | null = null;
  observing = false;
  constructor(
    private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
  ) {
    FakePaintObserver.current = this;
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  report(name: string) {
    if (this.observing)
      this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  }
}

const watch = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

function setVisibility(value: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakePaintObserver.current = null;
    setVisibility('visible');
  });

  it('waits for the first contentful paint to be reported, not for a frame to be drawn', async () => {
    const state = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(500);
    FakePaintObserver.current?.report('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(false);
    FakePaintObserver.current?.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
    expect(FakePaintObserver.current?.observing).toBe(false);
  });

  it('starts anyway when no paint is reported in time', async () => {
    const state = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('does not wait on a page hidden before or while it waits', async () => {
    setVisibility('hidden');
    const hidden = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.done).toBe(true);

    setVisibility('visible');
    const waiting = watch(afterFirstPaint());
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(true);
  });

  it('waits for the next frame where paint timing is missing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const state = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });
});
