import { render, screen, within } from '@testing-library/react';
import { Footer } from './footer';

describe('Footer', () => {
  it('links the privacy notice and the terms, and nothing to "#"', () => {
    const { container } = render(<Footer logo={<span>Job Board</span>} />);
    const nav = screen.getByRole('navigation', { name: 'About this site' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
    expect(container.querySelector('a[href="#"]')).toBeNull();
    expect(container.querySelectorAll('a:not([href^="/"])')).toHaveLength(0);
  });
});
