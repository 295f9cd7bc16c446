import { renderHook } from '@testing-library/react';
import { usePageHead, type PageHead } from './use-page-head';

const description = () =>
  document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = 'Before';
});

describe('usePageHead', () => {
  it('sets the title and the description, adding the meta element when the page has none', () => {
    const { rerender } = renderHook(usePageHead, {
      initialProps: { title: 'Jobs at Acme', description: '3 open jobs at Acme.' },
    });
    expect(document.title).toBe('Jobs at Acme');
    expect([...description()].map((meta) => meta.content)).toEqual(['3 open jobs at Acme.']);

    rerender({ title: 'Jobs at Beta', description: '1 open job at Beta.' });
    expect(document.title).toBe('Jobs at Beta');
    expect([...description()].map((meta) => meta.content)).toEqual(['1 open job at Beta.']);
  });

  it('changes the description the server sent in place, and keeps it when given none', () => {
    document.head.innerHTML = '<meta name="description" content="From the server">';
    const sent = description()[0]!;
    const loading: PageHead = { title: 'Loading job' };
    const { rerender } = renderHook(usePageHead, { initialProps: loading });
    expect(document.title).toBe('Loading job');
    expect(sent.content).toBe('From the server');

    rerender({ title: 'Staff Designer at Acme', description: 'Acme is hiring.' });
    expect(description()).toHaveLength(1);
    expect(sent.content).toBe('Acme is hiring.');
  });
});
