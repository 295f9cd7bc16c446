import { fillFirstPaint, markupSlot, textSlot } from './first-paint';

describe('fillFirstPaint', () => {
  const template = `<h1 title="${textSlot('title')}">${textSlot('title')}</h1><ul class="terms"><li class="t">${textSlot('terms')}</li></ul><div>${markupSlot('description')}</div>`;

  it('escapes text, repeats list items and keeps trusted markup', () => {
    expect(
      fillFirstPaint(template, {
        title: 'Dev "ops" <b>&',
        terms: ['Pune', '<i>'],
        description: '<p>Build <strong>things</strong></p>',
      }),
    ).toBe(
      '<h1 title="Dev &quot;ops&quot; &lt;b&gt;&amp;">Dev &quot;ops&quot; &lt;b&gt;&amp;</h1>' +
        '<ul class="terms"><li class="t">Pune</li><li class="t">&lt;i&gt;</li></ul>' +
        '<div><p>Build <strong>things</strong></p></div>',
    );
  });

  it('leaves an empty list empty', () => {
    expect(fillFirstPaint(template, { title: 'a', terms: [], description: '' })).toContain(
      '<ul class="terms"></ul>',
    );
  });

  it('gives up on a slot it has no value for, rather than leave a hole', () => {
    expect(fillFirstPaint(template, { title: 'a', terms: [] })).toBeNull();
    expect(fillFirstPaint(`<p>x ${textSlot('terms')}</p>`, { terms: ['a'] })).toBeNull();
  });

  it('does not read slots in the values it puts in', () => {
    expect(fillFirstPaint(`<p>${textSlot('a')}</p>`, { a: '{{b}}' })).toBe('<p>{{b}}</p>');
    expect(
      fillFirstPaint(`<li>${textSlot('a')}</li>${markupSlot('b')}`, { a: ['{{{b}}}'], b: '' }),
    ).toBe('<li>{{{b}}}</li>');
  });
});
