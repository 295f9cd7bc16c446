import { limitText } from './constants';

describe('limitText', () => {
  it('writes a whole number as toLocaleString("en") does', () => {
    for (const limit of [0, 7, 300, 999, 1_000, 2_000, 5_000, 12_345, 999_999, 1_234_567]) {
      expect(limitText(limit)).toBe(limit.toLocaleString('en'));
    }
    expect(limitText(2_000)).toBe('2,000');
  });
});
