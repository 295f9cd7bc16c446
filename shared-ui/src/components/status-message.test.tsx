import { render, screen } from '@testing-library/react';
import { StatusMessage } from './status-message';

test("a message that is the whole screen titles it with the page's level-one heading", () => {
  render(<StatusMessage heading title="This page does not exist." />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'This page does not exist.' }),
  ).toBeInTheDocument();
});

test('a message within a screen adds no heading', () => {
  render(<StatusMessage title="No notes yet." />);
  expect(screen.getByRole('status')).toHaveTextContent('No notes yet.');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
