import { describe, expect, it } from 'vitest';
import { descriptionPreview } from '../src/jobs/description-preview';

describe('descriptionPreview', () => {
  it('keeps a short description whole, with no ellipsis', () => {
    expect(descriptionPreview('<p>Build <strong>things</strong></p>')).toBe(
      '<p>Build <strong>things</strong></p>',
    );
    // Only spaces after the limit: nothing more to read.
    expect(descriptionPreview(`<p>${'a'.repeat(150)}</p>\n`)).toBe(`<p>${'a'.repeat(150)}</p>`);
  });

  it('ends at the last whole word within the limit, with an ellipsis, and closes what was open', () => {
    expect(descriptionPreview('<p>Hello <strong>wonderful</strong> world</p>', 10)).toBe(
      '<p>Hello…</p>',
    );
    expect(descriptionPreview('<p>Hello <strong>wonderful</strong> world</p>', 16)).toBe(
      '<p>Hello <strong>wonderful…</strong></p>',
    );
    // A word that ends exactly at the limit is kept whole.
    expect(descriptionPreview('<p>Hello world again</p>', 11)).toBe('<p>Hello world…</p>');
  });

  it('never ends inside a word of a real description at the card’s 150 characters', () => {
    const words =
      'We are hiring a senior platform engineer to design, build and operate the services ' +
      'behind our search, payments and notifications, working closely with product and design.';
    const preview = descriptionPreview(`<p>${words}</p>`);
    expect(preview).toBe(
      '<p>We are hiring a senior platform engineer to design, build and operate the services ' +
        'behind our search, payments and notifications, working closely with…</p>',
    );
    const text = preview.replace(/<[^>]+>/g, '');
    expect(text.length).toBeLessThanOrEqual(151);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words[text.length - 1]).toBe(' ');
  });

  it('leaves a comma or dash before the ellipsis out', () => {
    expect(descriptionPreview('<p>Design, build - and run it</p>', 8)).toBe('<p>Design…</p>');
    expect(descriptionPreview('<p>Design, build - and run it</p>', 16)).toBe(
      '<p>Design, build…</p>',
    );
  });

  it('takes the end of a paragraph or line as the end of a word', () => {
    expect(descriptionPreview('<p>First</p><p>Second line</p>', 9)).toBe('<p>First…</p>');
    expect(
      descriptionPreview('<ul><li data-list="bullet">One<br>two <em>three four</em></li></ul>', 12),
    ).toBe('<ul><li data-list="bullet">One<br>two <em>three…</em></li></ul>');
  });

  it('counts an entity as one character and never cuts one in half', () => {
    expect(descriptionPreview('<p>a &amp; b &lt; c</p>', 5)).toBe('<p>a &amp; b…</p>');
    expect(descriptionPreview('<p>Tom&nbsp;and Jerry</p>', 6)).toBe('<p>Tom…</p>');
  });

  it('cuts inside a word only when the first word is longer than the limit', () => {
    const html = `<p><img src="data:image/png;base64,${'A'.repeat(5000)}">${'x'.repeat(300)}</p><ul><li>more</li></ul>`;
    expect(descriptionPreview(html)).toBe(`<p>${'x'.repeat(150)}…</p>`);
  });
});

describe('descriptionPreview on markup as the editor stores it', () => {
  it('takes a stray < or & as text', () => {
    expect(descriptionPreview('<p>a < b & c</p>')).toBe('<p>a &lt; b &amp; c</p>');
  });

  it('ignores a closing tag that closes nothing', () => {
    expect(descriptionPreview('</em><p>text</p>', 2)).toBe('</em><p>te…</p>');
    expect(descriptionPreview('</em><p>text</p>')).toBe('</em><p>text</p>');
  });
});
