import { compactSalary } from './compact-salary';

describe('compactSalary', () => {
  it('writes thousands, millions and billions the short way', () => {
    expect(compactSalary(0)).toBe('0');
    expect(compactSalary(999)).toBe('999');
    expect(compactSalary(50_000)).toBe('50k');
    expect(compactSalary(52_500)).toBe('52.5k');
    expect(compactSalary(1_250_000)).toBe('1.3m');
    expect(compactSalary(2_000_000_000)).toBe('2b');
  });
});
