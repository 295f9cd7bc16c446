import { htmlPreview } from './html-preview';

describe('htmlPreview', () => {
  it('keeps the first characters of text and never cuts a tag or an entity in half', () => {
    const html = '<p>Hello <strong>brave</strong> &amp; <a href="https://x.test">new</a> world</p>';
    expect(htmlPreview(html, 8)).toBe('<p>Hello <strong>br</strong></p>');
    expect(htmlPreview(html, 14)).toBe('<p>Hello <strong>brave</strong> &amp; </p>');
    expect(htmlPreview(html, 15)).toBe(
      '<p>Hello <strong>brave</strong> &amp; <a href="https://x.test">n</a></p>',
    );
    expect(htmlPreview(html, 1000)).toBe(html);
  });

  it('counts text only, across block elements', () => {
    const html = '<h2>Title</h2><ul><li>one</li><li>two</li></ul>';
    expect(htmlPreview(html, 8)).toBe('<h2>Title</h2><ul><li>one</li></ul>');
    expect(htmlPreview(html, 0)).toBe('');
  });
});
