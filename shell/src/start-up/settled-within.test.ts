import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves as soon as the work is done, before the time is up', async () => {
    let finish = () => {};
    const state = watch(settledWithin(new Promise<void>((resolve) => (finish = resolve)), 400));
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('resolves, and does not reject, when the work fails', async () => {
    const state = watch(settledWithin(Promise.reject(new Error('remote down')), 400));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('stops waiting once the time is up, if the work is still going', async () => {
    const state = watch(settledWithin(new Promise(() => {}), 400));
    await vi.advanceTimersByTimeAsync(399);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
