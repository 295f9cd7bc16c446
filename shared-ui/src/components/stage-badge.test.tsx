import { render, screen } from '@testing-library/react';
import { StageBadge, type StagePalette } from './stage-badge';

type Light = 'Stop' | 'Go';
const palette: StagePalette<Light> = { Stop: 'bg-red-100 text-red-800', Go: 'bg-green-100' };

test("a stage reads as its word, in its palette's colours", () => {
  render(<StageBadge stage="Stop" palette={palette} />);
  expect(screen.getByText('Stop')).toHaveClass('bg-red-100', 'text-red-800', 'text-sm');
});

test('a compact badge for dense tables keeps the colours', () => {
  render(<StageBadge stage="Go" palette={palette} size="compact" />);
  expect(screen.getByText('Go')).toHaveClass('bg-green-100', 'text-xs');
});

test('a palette must colour every stage', () => {
  // @ts-expect-error Go has no colours
  const partial: StagePalette<Light> = { Stop: 'bg-red-100 text-red-800' };
  expect(Object.keys(partial)).toEqual(['Stop']);
});
