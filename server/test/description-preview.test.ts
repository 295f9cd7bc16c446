import { describe, expect, it } from 'vitest';
import { descriptionPreview } from '../src/jobs/description-preview';

describe('descriptionPreview', () => {
  it('keeps a short description whole', () => {
    expect(descriptionPreview('<p>Build <strong>things</strong></p>')).toBe(
      '<p>Build <strong>things</strong></p>',
    );
  });

  it('cuts after the given number of text characters and closes what was open', () => {
    expect(descriptionPreview('<p>Hello <strong>wonderful</strong> world</p>', 10)).toBe(
      '<p>Hello <strong>wond</strong></p>',
    );
  });

  it('counts an entity as one character and never cuts one in half', () => {
    expect(descriptionPreview('<p>a &amp; b &lt; c</p>', 5)).toBe('<p>a &amp; b</p>');
  });

  it('leaves out images and what comes after the limit', () => {
    const html = `<p><img src="data:image/png;base64,${'A'.repeat(5000)}">${'x'.repeat(300)}</p><ul><li>more</li></ul>`;
    const preview = descriptionPreview(html);
    expect(preview).toBe(`<p>${'x'.repeat(150)}</p>`);
  });
});

describe('descriptionPreview on markup as the editor stores it', () => {
  it('closes nested elements in order and leaves line breaks unclosed', () => {
    expect(
      descriptionPreview('<ul><li data-list="bullet">One<br>two <em>three four</em></li></ul>', 12),
    ).toBe('<ul><li data-list="bullet">One<br>two <em>three</em></li></ul>');
  });

  it('takes a stray < or & as text', () => {
    expect(descriptionPreview('<p>a < b & c</p>')).toBe('<p>a &lt; b &amp; c</p>');
  });

  it('ignores a closing tag that closes nothing', () => {
    expect(descriptionPreview('</em><p>text</p>', 2)).toBe('</em><p>te</p>');
  });
});
