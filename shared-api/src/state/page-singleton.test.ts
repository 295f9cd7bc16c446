import { pageSingleton } from './page-singleton';

describe('pageSingleton', () => {
  it('hands every caller, from any copy of the module, the instance made first', () => {
    const first = pageSingleton('test-thing', () => ({ made: 1 }));
    const second = pageSingleton('test-thing', () => ({ made: 2 }));
    expect(second).toBe(first);
    // What another bundled copy of this module would see: the same global registry.
    expect(
      (globalThis as Record<symbol, unknown>)[Symbol.for('job-board/shared-api@1/test-thing')],
    ).toBe(first);
    expect(pageSingleton('other-thing', () => 'x')).toBe('x');
  });
});
